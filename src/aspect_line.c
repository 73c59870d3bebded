/*
 * aspect_line: indent and line-length, the aspects of whole lines.
 *
 * indent: a place is a line whose first token is code (not a directive)
 * and has blanks before it; a line that opens inside a comment, a
 * literal or a directive continued by a splice has no code token first,
 * and is none; nor is a label ("name:" first on its line), whose place,
 * in the first column or one space in, is a choice of its own.  tabs: tabs, then fewer than 8 spaces (the alignment the
 * kernel's style allows after the indentation); spaces: spaces only;
 * mixed: a space before a tab, or 8 spaces or more after tabs.
 *
 * line-length: a place is a line with something but blanks on it, code,
 * comment or directive alike, since the limit is on what the reader
 * sees; its width counts code points, tabs to the next multiple of 8,
 * without the line's end.  up-to-80, 81-100, over-100.
 */
#include "aspect_line.h"

#include <string.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* The indentation of the line that the token k starts, if a place. */
static void indent_place(const AspectFile *f, const Token *k)
{
	size_t s = k->off;
	size_t spaces = 0;	/* after the last tab */
	bool tab = false, space_tab = false;

	if (k->kind == TK_IDENT && k->kw == KW_NONE && token_is(&k[1], P_COLON))
		return;
	/* Backwards: the spaces after the last tab, then the rest. */
	for (; s && f->buf[s - 1] == ' '; s--)
		spaces++;
	for (; s && (f->buf[s - 1] == ' ' || f->buf[s - 1] == '\t'); s--) {
		tab |= f->buf[s - 1] == '\t';
		space_tab |= f->buf[s - 1] == ' ';
	}
	if (s == k->off || (s && f->buf[s - 1] != '\n' && f->buf[s - 1] != '\r'))
		return;
	aspect_line_place(f, !tab ? AV_INDENT_SPACES :
			  space_tab || spaces >= 8 ? AV_INDENT_MIXED : AV_INDENT_TABS,
			  k, NULL);
}

/*
 * The tokens that start a line are one in six or so, which a branch
 * per token guesses badly: they are picked out of each 256 tokens
 * without a branch first, then looked at.
 */
void aspect_indent(const AspectFile *f)
{
	const Tokens *t = f->t;
	uint32_t bol[256];

	for (size_t i = 0; i + 1 < t->n;) {
		size_t n = 0, end = t->n - 1 - i > 256 ? i + 256 : t->n - 1;

		for (; i < end; i++) {
			bol[n] = (uint32_t)i;
			n += t->v[i].flags & TF_BOL;
		}
		for (size_t j = 0; j < n; j++)
			indent_place(f, &t->v[bol[j]]);
	}
}

/* The display column just past p[0 .. e - p), from column col. */
static unsigned columns(const char *p, const char *e, unsigned col)
{
	for (; p < e; p++)
		col = *p == '\t' ? (col / 8 + 1) * 8 : col + (((unsigned char)*p & 0xc0) != 0x80);
	return col;
}

/* The bytes of p[0 .. e - p) that continue a UTF-8 sequence. */
static size_t continuations(const char *p, const char *e)
{
	size_t n = 0;

	for (; p < e; p++)
		n += ((unsigned char)*p & 0xc0) == 0x80;
	return n;
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
		col += (unsigned)((size_t)(end - p) - continuations(p, end));
	width_place(f, s, line, col);
}

/*
 * The bytes of one 64-byte block of the buffer, a bit each: line ends,
 * what is not blank, and what makes a line's width more than its bytes
 * (a tab, a byte of a UTF-8 sequence).  Bits from len on are clear.
 */
typedef struct LineBlock {
	uint64_t nl;		/* '\n' */
	uint64_t text;		/* neither blank nor '\n' */
	uint64_t wide;		/* '\t' or a byte from 0x80 */
} LineBlock;

#ifdef __SSE2__
static void line_block(const char *buf, size_t base, size_t len, LineBlock *k)
{
	k->nl = k->text = k->wide = 0;
	for (unsigned q = 0; q < 64; q += 16) {
		__m128i x = _mm_loadu_si128((const __m128i *)(const void *)(buf + base + q));
		__m128i nl = _mm_cmpeq_epi8(x, _mm_set1_epi8('\n'));
		__m128i tab = _mm_cmpeq_epi8(x, _mm_set1_epi8('\t'));
		__m128i blank = _mm_or_si128(
			_mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(' ')), tab),
			_mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('\v')),
				     _mm_cmpeq_epi8(x, _mm_set1_epi8('\f'))));
		__m128i wide = _mm_or_si128(tab, _mm_cmplt_epi8(x, _mm_setzero_si128()));

		k->nl |= (uint64_t)(unsigned)_mm_movemask_epi8(nl) << q;
		k->text |= (uint64_t)(unsigned)(~_mm_movemask_epi8(_mm_or_si128(blank, nl)) &
						0xffff) << q;
		k->wide |= (uint64_t)(unsigned)_mm_movemask_epi8(wide) << q;
	}
	if (len - base < 64) {
		uint64_t in = ((uint64_t)1 << (len - base)) - 1;

		k->nl &= in, k->text &= in, k->wide &= in;
	}
}
#else
static void line_block(const char *buf, size_t base, size_t len, LineBlock *k)
{
	k->nl = k->text = k->wide = 0;
	for (unsigned q = 0; q < 64 && base + q < len; q++) {
		unsigned char c = (unsigned char)buf[base + q];

		k->nl |= (uint64_t)(c == '\n') << q;
		k->text |= (uint64_t)(c != '\n' && c != ' ' && c != '\t' &&
				      c != '\v' && c != '\f') << q;
		k->wide |= (uint64_t)(c == '\t' || c >= 0x80) << q;
	}
}
#endif

/* The bits of a block from bit a (below 64) up to, not including, bit b. */
static uint64_t bits(unsigned a, unsigned b)
{
	uint64_t upto = b >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << b) - 1;

	return upto & ~(((uint64_t)1 << a) - 1);
}

/* A line of the block walk: where it starts, its text, whether it is wide. */
typedef struct LineWalk {
	size_t s;		/* its first byte */
	size_t text;		/* its first byte not blank, or SIZE_MAX */
	bool wide;		/* a tab or UTF-8 from text on */
	uint32_t line;
} LineWalk;

/*
 * The line w, which ends at e: the width of a line with neither tab nor
 * UTF-8 after its indentation is its indentation and its bytes; of
 * another, its columns counted, as line_place counts them.
 */
static void line_end(const AspectFile *f, LineWalk *w, size_t e)
{
	if (w->text == SIZE_MAX)
		;
	else if (w->wide)	/* the indentation is blanks: columns counts them */
		width_place(f, w->s, w->line, columns(f->buf + w->s, f->buf + e, 0));
	else
		width_place(f, w->s, w->line, columns(f->buf + w->s, f->buf + w->text, 0) +
			    (unsigned)(e - w->text));
	w->line++;
	w->s = e + 1;
	w->text = SIZE_MAX;
	w->wide = false;
}

/*
 * The lines of a file without CR, 64 bytes at a time: a line's end, its
 * first byte of text and whether a tab or UTF-8 follows are read from the
 * block's bits, so that a line costs a few bit operations, not a search
 * for its end and another for a tab.  The buffer has LEX_PAD readable
 * bytes after it (token_scan's condition), so a block may reach past len.
 */
static void line_walk(const AspectFile *f)
{
	LineWalk w = { 0, SIZE_MAX, false, 1 };
	LineBlock k;

	for (size_t base = 0; base < f->len; base += 64) {
		unsigned cur = 0;

		line_block(f->buf, base, f->len, &k);
		for (;;) {
			uint64_t nl = k.nl & bits(cur, 64);
			unsigned e = nl ? (unsigned)__builtin_ctzll(nl) : 64;
			uint64_t text = k.text & bits(cur, e);

			if (w.text == SIZE_MAX && text) {
				w.text = base + (size_t)__builtin_ctzll(text);
				cur = (unsigned)(w.text - base);
			}
			if (w.text != SIZE_MAX && cur < e)
				w.wide |= (k.wide & bits(cur, e)) != 0;
			if (e == 64)
				break;
			line_end(f, &w, base + e);
			if ((cur = e + 1) == 64)
				break;
		}
	}
	if (w.s < f->len && w.text != SIZE_MAX)
		line_end(f, &w, f->len);
}

void aspect_line_length(const AspectFile *f)
{
	size_t s = 0;
	uint32_t line = 1;

	if (!memchr(f->buf, '\r', f->len)) {
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
