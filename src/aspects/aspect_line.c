/*
 * aspect_line: indent and line-length, the aspects of whole lines.
 *
 * indent: a place is a line that begins a statement or a declaration
 * (aspect_indent_lines_next) with blanks before its first token of
 * code; a line that opens inside a comment, a literal or a directive
 * continued by a splice has no code token first, and is none; nor is a
 * continuation line, whose blanks align as much as they indent, nor a
 * label ("name:" first on its line), whose place, in the first column or
 * one space in, is a choice of its own.  tabs: tabs, then fewer than 8
 * spaces (the alignment the kernel's style allows after the
 * indentation); spaces: spaces only; mixed: a space before a tab, or 8
 * spaces or more after tabs.
 *
 * line-length: a place is a line with something but blanks on it, code,
 * comment or directive alike, since the limit is on what the reader
 * sees; its width counts code points, tabs to the next multiple of 8,
 * without the line's end.  up-to-80, 81-100, over-100.
 */
#include "aspects/aspect_line.h"

#include <string.h>

#ifdef __SSE2__
#include <emmintrin.h>

/* The names of uniform_indent's values, each of its constant; NULL-ended. */
const char *const aspect_indent_values[] = {
	[IW_TABS] = "tabs",
	[IW_SPACES] = "spaces",
	[IW_ANY] = "any",
	[IW_MAJORITY] = "majority",
	[IW_MAJORITY + 1] = NULL,
};
#endif

/* The variant of an indentation: any tab, a space before the last, spaces after. */
static AspectVariant indent_variant(bool tab, bool space_tab, size_t spaces)
{
	return !tab ? AV_INDENT_SPACES :
	       space_tab || spaces >= 8 ? AV_INDENT_MIXED : AV_INDENT_TABS;
}

#ifdef __SSE2__
/*
 * indent_place for an indentation that the 16 bytes before the token
 * hold with the line end before it, from the bits of those bytes: no
 * loop, whose count of turns varies from line to line.  -1 when they do
 * not hold it (the scan goes byte by byte then); 0 when no place.
 */
static int indent_bits(const AspectFile *f, const Token *k, AspectVariant *v)
{
	__m128i x = _mm_loadu_si128((const __m128i *)(const void *)(f->buf + k->off - 16));
	unsigned sp = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8(' ')));
	unsigned tb = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8('\t')));
	unsigned nl = (unsigned)_mm_movemask_epi8(_mm_or_si128(
		_mm_cmpeq_epi8(x, _mm_set1_epi8('\n')), _mm_cmpeq_epi8(x, _mm_set1_epi8('\r'))));
	unsigned other = ~(sp | tb) & 0xffff;	/* bit 15: the byte before k */

	if (!other)
		return -1;
	unsigned top = 31 - (unsigned)__builtin_clz(other);	/* before the blanks */
	unsigned run = 0xffff & ~((2u << top) - 1), t = tb & run;

	if (top == 15 || !(nl >> top & 1))
		return 0;
	if (!t) {
		*v = AV_INDENT_SPACES;
		return 1;
	}
	unsigned last = 31 - (unsigned)__builtin_clz(t);	/* the last tab */
	*v = indent_variant(true, (sp & run & ((1u << last) - 1)) != 0, 15 - last);
	return 1;
}
#endif

/*
 * Whether the colon v[c] ends a label or a case: a name alone after the
 * end of a statement, or "case"/"default" before it within the
 * statement (not a conditional's, whose '?' comes first).
 */
static bool ends_label(const Token *v, size_t c)
{
	if (c >= 1 && v[c - 1].kind == TK_IDENT && v[c - 1].kw == KW_NONE &&
	    (c == 1 || token_is(&v[c - 2], P_SEMI) ||
	     token_is(&v[c - 2], P_LBRACE) || token_is(&v[c - 2], P_RBRACE) ||
	     token_is(&v[c - 2], P_COLON)))
		return true;
	for (size_t i = c; i-- > 0 && c - i <= 64;) {
		if (v[i].kw == KW_CASE || v[i].kw == KW_DEFAULT)
			return v[i].kind == TK_IDENT;
		if (token_is(&v[i], P_SEMI) || token_is(&v[i], P_LBRACE) ||
		    token_is(&v[i], P_RBRACE) || token_is(&v[i], P_QUESTION))
			return false;
	}
	return false;
}

/*
 * Whether the brace v[j], '{' or '}', opens or closes a block of
 * statements or declarations (a body, a struct's members), not a list
 * (an initializer, a compound literal, an enum's constants), by what
 * comes before the '{': a list's follows '=', ',', '[', an operator,
 * "return", "enum NAME", or the ')' of a cast; a block's a ')' after a
 * name (a function, if, while, a macro's loop), '(' (a statement
 * expression), ';', '}', a label's ':', a name or a string.  A '{' just
 * inside another is of the other's kind.
 */
static bool block_brace(const Token *v, size_t j)
{
	for (unsigned depth = 0; depth < 64; depth++) {
		if (token_is(&v[j], P_RBRACE)) {
			if (v[j].match == TOKEN_NO_MATCH || v[j].match >= j)
				return true;
			j = v[j].match;
		}
		if (!j)
			return true;
		const Token *b = &v[j - 1];

		if (b->kind == TK_STR || b->kind == TK_CHAR || b->kind == TK_NUM)
			return b->kind == TK_STR;
		if (b->kind == TK_IDENT)
			return b->kw != KW_ENUM && b->kw != KW_RETURN &&
			       !(j >= 2 && v[j - 2].kind == TK_IDENT &&
				 v[j - 2].kw == KW_ENUM);
		switch (b->p) {
		case P_RPAREN:
			return b->match != TOKEN_NO_MATCH && b->match < j - 1 &&
			       b->match > 0 && v[b->match - 1].kind == TK_IDENT &&
			       v[b->match - 1].kw != KW_RETURN &&
			       v[b->match - 1].kw != KW_SIZEOF;
		case P_LPAREN: case P_SEMI: case P_RBRACE: case P_COLON:
			return true;
		case P_LBRACE:
			j--;
			continue;
		default:
			return false;
		}
	}
	return true;
}

/*
 * Whether the token v[i], first on its line, begins a statement or a
 * declaration (aspect_line.h); in_parens: the innermost bracket open
 * around it is a '(' or a '[', so that a ';' before it is a for's.
 */
static bool begins_statement(const Token *v, size_t i, bool in_parens)
{
	if (!i)
		return true;
	if (token_is(&v[i], P_LBRACE) || token_is(&v[i], P_RBRACE))
		return block_brace(v, i);
	const Token *b = &v[i - 1];

	if (b->kind == TK_IDENT)
		return b->kw == KW_ELSE || b->kw == KW_DO;
	if (b->kind != TK_PUNCT)
		return false;
	switch (b->p) {
	case P_LBRACE:
	case P_RBRACE:
		return block_brace(v, i - 1);
	case P_SEMI:
		return !in_parens;
	case P_COLON:
		return ends_label(v, i - 1);
	case P_RPAREN:
		if (b->match == TOKEN_NO_MATCH || !b->match)
			return false;
		switch (v[b->match - 1].kw) {
		case KW_IF: case KW_WHILE: case KW_FOR: case KW_SWITCH:
			return v[b->match - 1].kind == TK_IDENT;
		default:
			return false;
		}
	default:
		return false;
	}
}

/* The blanks before buf[off] (aspect_line.h). */
bool aspect_indent_measure(const char *buf, size_t off, AspectIndent *out)
{
	size_t s = off;
	bool tab = false;

	/* Backwards: the spaces after the last tab, then the rest. */
	out->spaces = 0;
	out->space_tab = false;
	for (; s && buf[s - 1] == ' '; s--)
		out->spaces++;
	for (; s && (buf[s - 1] == ' ' || buf[s - 1] == '\t'); s--) {
		tab |= buf[s - 1] == '\t';
		out->space_tab |= buf[s - 1] == ' ';
	}
	if (s == off || (s && buf[s - 1] != '\n' && buf[s - 1] != '\r'))
		return false;
	out->v = indent_variant(tab, out->space_tab, out->spaces);
	return true;
}

void aspect_indent_lines_init(AspectIndentLines *w, const Tokens *t)
{
	w->t = t;
	w->m = w->b = w->depth = 0;
}

bool aspect_indent_lines_next(AspectIndentLines *w, size_t *at, bool *statement)
{
	const Tokens *t = w->t;
	const Token *v = t->v;

	size_t i;

	do {
		if (w->m >= t->nmark[TM_BOL])
			return false;
		i = t->mark[TM_BOL][w->m++];
	} while (v[i].kind == TK_IDENT && v[i].kw == KW_NONE &&
		 token_is(&v[i + 1], P_COLON));

	for (; w->b < t->nmark[TM_BRACKET] && t->mark[TM_BRACKET][w->b] < i; w->b++) {
		size_t j = t->mark[TM_BRACKET][w->b];
		const Token *x = &v[j];

		if ((x->p == P_LPAREN || x->p == P_LBRACK || x->p == P_LBRACE) &&
		    x->match != TOKEN_NO_MATCH && x->match > j &&
		    w->depth < ASPECT_MAX_DEPTH) {
			w->close[w->depth] = x->match;
			w->paren[w->depth++] = x->p != P_LBRACE;
		}
	}
	while (w->depth && w->close[w->depth - 1] < i)
		w->depth--;
	*at = i;
	*statement = begins_statement(v, i, w->depth && w->paren[w->depth - 1]);
	return true;
}

/* The indentation of the line that the token k starts, if a place. */
static void indent_place(const AspectFile *f, const Token *k)
{
	AspectIndent in;

#ifdef __SSE2__
	int got = k->off >= 16 ? indent_bits(f, k, &in.v) : -1;

	if (got >= 0) {
		if (got)
			aspect_line_place(f, in.v, k, NULL);
		return;
	}
#endif
	if (aspect_indent_measure(f->buf, k->off, &in))
		aspect_line_place(f, in.v, k, NULL);
}

/* The tokens that start a line are marked (TM_BOL): one in six or so. */
void aspect_indent(const AspectFile *f)
{
	AspectIndentLines w;
	size_t i;
	bool statement;

	aspect_indent_lines_init(&w, f->t);
	while (aspect_indent_lines_next(&w, &i, &statement))
		if (statement)
			indent_place(f, &f->t->v[i]);
}

/*
 * The display column just past p[0 .. e - p), from column col: a tab to
 * the next multiple of 8, a character one column (aspect_char_len).
 */
static unsigned columns(const char *p, const char *e, unsigned col)
{
	while (p < e) {
		if (*p == '\t') {
			col = (col / 8 + 1) * 8;
			p++;
		} else {
			col++;
			p += aspect_char_len(p, e);
		}
	}
	return col;
}

/* "width N", the detail of a long line, without the cost of printf. */
static const char *width_detail(char *out, unsigned col)
{
	char digits[12];
	int n = 0;

	do
		digits[n++] = (char)('0' + col % 10);
	while ((col /= 10));
	memcpy(out, "width ", 6);
	for (int i = 0; i < n; i++)
		out[6 + i] = digits[n - 1 - i];
	out[6 + n] = '\0';
	return out;
}

/* Report a line of col columns at buf[s]. */
static void width_place(const AspectFile *f, size_t s, uint32_t line,
			unsigned col)
{
	Token k = { .off = (uint32_t)s, .line = line };
	char detail[32];

	if (col <= 80)
		aspect_line_place(f, AV_LINE_80, &k, NULL);
	else if (f->tally)
		f->tally[col <= 100 ? AV_LINE_100 : AV_LINE_LONG]++;
	else
		f->place(f->ctx, col <= 100 ? AV_LINE_100 : AV_LINE_LONG, &k,
			 width_detail(detail, col));
}

/*
 * Classify the line buf[s .. e) of the given number.  Most lines are
 * short: after the indentation, a line without a tab whose bytes end by
 * column 80 is up to 80 columns without counting its characters.
 */
static void line_place(const AspectFile *f, size_t s, size_t e, uint32_t line)
{
	const char *p = f->buf + s, *end = f->buf + e;
	unsigned col = 0;

	for (; p < end && (*p == ' ' || *p == '\t' || *p == '\f' || *p == '\v'); p++)
		col = *p == '\t' ? (col / 8 + 1) * 8 : col + 1;
	if (p == end)
		return;
	if (memchr(p, '\t', (size_t)(end - p)))
		col = columns(p, end, col);
	else if (col + (size_t)(end - p) > 80)
		col = columns(p, end, col);
	width_place(f, s, line, col);
}

/*
 * The bytes of one 64-byte block of the buffer, a bit each: line ends,
 * what is not blank, tabs, and the bytes that continue a UTF-8 sequence
 * (which take no column).  Bits from len on are clear.
 */
typedef struct LineBlock {
	uint64_t nl;		/* '\n' */
	uint64_t tab;		/* '\t' */
	uint64_t cont;		/* 10xxxxxx */
} LineBlock;

#ifdef __SSE2__
/* The line ends and tabs of the 16 bytes at p, a bit each, in *nl and *tab. */
static inline void line_bits16(const char *p, uint64_t *nl, uint64_t *tab,
			       __m128i *high, unsigned q)
{
	__m128i x = _mm_loadu_si128((const __m128i *)(const void *)p);

	*nl |= (uint64_t)(unsigned)_mm_movemask_epi8(
		_mm_cmpeq_epi8(x, _mm_set1_epi8('\n'))) << q;
	*tab |= (uint64_t)(unsigned)_mm_movemask_epi8(
		_mm_cmpeq_epi8(x, _mm_set1_epi8('\t'))) << q;
	*high = _mm_or_si128(*high, x);
}

/*
 * Four calls with constant shifts, not a loop over q, whose shifts by a
 * variable cost more than the compares; UTF-8 is looked for once for
 * the whole block.
 */
static void line_block(const char *buf, size_t base, size_t len, LineBlock *k)
{
	__m128i high = _mm_setzero_si128();
	const char *p = buf + base;
	uint64_t nl = 0, tab = 0;

	line_bits16(p, &nl, &tab, &high, 0);
	line_bits16(p + 16, &nl, &tab, &high, 16);
	line_bits16(p + 32, &nl, &tab, &high, 32);
	line_bits16(p + 48, &nl, &tab, &high, 48);
	k->nl = nl, k->tab = tab, k->cont = 0;
	if (_mm_movemask_epi8(high))	/* UTF-8, seldom in C */
		for (unsigned q = 0; q < 64; q += 16) {
			__m128i x = _mm_loadu_si128((const __m128i *)(const void *)(p + q));

			k->cont |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(
				_mm_and_si128(x, _mm_set1_epi8((char)0xc0)),
				_mm_set1_epi8((char)0x80))) << q;
		}
	if (len - base < 64) {
		uint64_t in = ((uint64_t)1 << (len - base)) - 1;

		k->nl &= in, k->tab &= in, k->cont &= in;
	}
}
#else
static void line_block(const char *buf, size_t base, size_t len, LineBlock *k)
{
	k->nl = k->tab = k->cont = 0;
	for (unsigned q = 0; q < 64 && base + q < len; q++) {
		unsigned char c = (unsigned char)buf[base + q];

		k->nl |= (uint64_t)(c == '\n') << q;
		k->tab |= (uint64_t)(c == '\t') << q;
		k->cont |= (uint64_t)((c & 0xc0) == 0x80) << q;
	}
}
#endif

/* The bits of a block from bit a (below 64) up to, not including, bit b. */
static uint64_t bits(unsigned a, unsigned b)
{
	uint64_t upto = b >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << b) - 1;

	return upto & ~(((uint64_t)1 << a) - 1);
}

/*
 * The bits set in x: a few operations inline, where the build's target
 * (x86-64 without POPCNT) would make __builtin_popcountll a call.
 */
static inline unsigned ones(uint64_t x)
{
	x -= (x >> 1) & 0x5555555555555555u;
	x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
	return (unsigned)((x * 0x0101010101010101u) >> 56);
}

/*
 * The line buf[s .. e), with text on it, tabs tabs and cont bytes that
 * continue UTF-8 sequences.  Its width is its characters at least (a tab
 * takes a column or more), and its bytes less those continuation bytes
 * are that many at least; at most it is its bytes (a lone continuation
 * byte is a character of its own), those of a line without them less
 * nothing, and 7 columns a tab more.  So a line whose bytes and tabs
 * say 80 at most is up to 80 without counting its columns, as most
 * lines are, and for the tally a line whose characters alone pass 100,
 * or 80 while the most it can be is 100, is in its class too; the
 * others are counted, with a search per tab where no UTF-8 makes a
 * byte's width a question.
 */
static void line_done(const AspectFile *f, size_t s, size_t e, uint32_t line,
		      unsigned tabs, unsigned cont)
{
	const char *p = f->buf + s, *end = f->buf + e;
	size_t least = e - s - cont, bound = e - s + 7 * (size_t)tabs;

	if (bound <= 80)
		width_place(f, s, line, (unsigned)bound);
	else if (f->tally && least > 100)
		f->tally[AV_LINE_LONG]++;
	else if (f->tally && least > 80 && bound <= 100)
		f->tally[AV_LINE_100]++;
	else
		width_place(f, s, line, cont ? columns(p, end, 0) :
					aspect_columns(p, end, 0));
}

static bool blank(char c)
{
	return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

/*
 * Whether the line buf[s .. e) has something but blanks on it: its last
 * byte tells, but for the seldom line that ends in blanks.
 */
static bool has_text(const char *buf, size_t s, size_t e)
{
	while (e > s && blank(buf[e - 1]))
		e--;
	return e > s;
}

/*
 * The lines of a file without CR, 64 bytes at a time: a line's end and
 * its tabs and UTF-8 continuation bytes are read from the block's bits,
 * a few bit operations a line, and whether it has text from its last
 * byte.  The buffer has LEX_PAD readable bytes after it (token_scan's
 * condition), so a block may reach past len.
 */
static void line_walk(const AspectFile *f)
{
	size_t s = 0;		/* the current line's first byte */
	uint32_t line = 1;
	unsigned tabs = 0, cont = 0;	/* its, before the current block */
	LineBlock k;
	unsigned long long short_lines = 0;	/* for f->tally, at the end */

	for (size_t base = 0; base < f->len; base += 64) {
		unsigned from = 0;	/* the current line's first bit in the block */

		line_block(f->buf, base, f->len, &k);
		for (uint64_t nl = k.nl; nl; nl &= nl - 1) {
			unsigned e = (unsigned)__builtin_ctzll(nl);
			/* from < 64 here: a line end in the block follows it */
			uint64_t in = (((uint64_t)1 << e) - 1) & (~(uint64_t)0 << from);

			unsigned t = tabs + ones(k.tab & in);
			unsigned c = cont + (k.cont & in ? ones(k.cont & in) : 0);
			/* an empty line (one in six) or one whose last byte is text */
			char last = base + e > s ? f->buf[base + e - 1] : '\n';
			bool has = last != '\n' && (!blank(last) || has_text(f->buf, s, base + e));
			/* Most lines: up to 80 by their bytes and tabs alone. */
			bool brief = f->tally && base + e - s + 7 * (size_t)t <= 80;

			/* counted without a branch */
			short_lines += has & brief;
			if (has && !brief)
				line_done(f, s, base + e, line, t, c);
			line++;
			s = base + e + 1;
			tabs = cont = 0;
			from = e + 1;
		}
		if (from < 64) {
			uint64_t in = bits(from, 64);

			tabs += ones(k.tab & in);
			cont += (k.cont & in ? ones(k.cont & in) : 0);
		}
	}
	if (s < f->len && has_text(f->buf, s, f->len))
		line_done(f, s, f->len, line, tabs, cont);
	if (f->tally)
		f->tally[AV_LINE_80] += short_lines;
}

/* Whether the file has a CR; the lexer has looked for one already. */
static bool has_cr(const AspectFile *f)
{
	return f->fc ? f->fc->has_cr : memchr(f->buf, '\r', f->len) != NULL;
}

void aspect_line_length(const AspectFile *f)
{
	size_t s = 0;
	uint32_t line = 1;

	if (!has_cr(f)) {
		line_walk(f);
		return;
	}
	for (size_t i = 0; i < f->len; i++) {
		char c = f->buf[i];

		if (c != '\n' && c != '\r')
			continue;
		line_place(f, s, i, line++);
		if (c == '\r' && i + 1 < f->len && f->buf[i + 1] == '\n')
			i++;
		s = i + 1;
	}
	if (s < f->len)
		line_place(f, s, f->len, line);
}

/* The aspect's entry in the registry (aspects/registry.h). */
const Aspect aspect_def_indent = {
	.name = "indent",
	.place =
		"an indented line that begins a statement or a declaration",
	.doc =
		"A line that begins a statement or a declaration (not a "
		"continuation line, an initializer's or an enum's elements, a "
		"directive, a comment or a literal continued from the line before) "
		"and that has blanks before its first token: `tabs` when they are "
		"tabs, then fewer than 8 spaces of alignment; `spaces` when only "
		"spaces; `mixed` when a space comes before a tab, or 8 spaces or "
		"more after tabs.",
	.scan = aspect_indent,
	.key = "uniform_indent",
	.key_doc =
		"`tabs` (the linux presets'), `spaces`, `any` or `majority` (a "
		"directory whose lines are mostly mixed wants nothing): what the "
		"rule `indent` wants.",
	.bad =
		"uniform_indent is tabs, spaces, any or majority",
	.values = aspect_indent_values,
	.kernel = IW_TABS,
};

/* The aspect's entry in the registry (aspects/registry.h). */
const Aspect aspect_def_line_length = {
	.name = "line-length",
	.place =
		"a line that is not blank",
	.doc =
		"A line that is not blank, whatever it holds (code, comment, "
		"directive): its width in characters, tabs to the next multiple of "
		"8, without its end: `up-to-80`, `81-100`, `over-100`.",
	.scan = aspect_line_length,
};
