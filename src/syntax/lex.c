/*
 * lex: the exact comment and literal scanner every command stands on.
 *
 * The census needs the comments of 1.2 GB of source in well under a
 * second, so the scanner does not build tokens: in running code it jumps
 * with a block compare to the next byte that can start a comment or a
 * literal ('/', '"', '\'') and handles only those, taking the rest of the
 * grammar into account where it matters:
 *
 *  - line splices (backslash before LF, CRLF or a lone CR) are removed
 *    logically everywhere: between the two characters of "//", of the
 *    comment opener and closer, inside literals and at the end of a //
 *    comment, which then goes on to the next physical line;
 *  - a '\'' that continues a preprocessing number is a C23 digit
 *    separator (1'000), found by re-reading the short run of number and
 *    identifier bytes before it (back to the previous separator at most,
 *    so that a number with a million separators stays linear);
 *  - a literal without its closing quote ends at the end of its line, as
 *    gcc treats an apostrophe in #error or inside #if 0 (its logical
 *    line, like gcc: a splice carries it on to the next physical line);
 *  - trigraphs are not replaced (gcc does not in its default modes).
 *
 * Line numbers are counted lazily: the bytes between two comments are
 * counted with a block compare when the next comment needs its position.
 * The invariant that makes this linear is that positions are asked for
 * in increasing order.  Files with CR line ends take a plain byte loop.
 *
 * A file can be scanned in windows (lex_stream) as it is read, 64 KiB at
 * a time: reading a large file whole into a buffer larger than the CPU's
 * cache costs twice what the scan does (measured on the kernel tree:
 * 0.80 s of system time in read() against 0.42 s with small windows).
 */
#include "syntax/lex.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/*
 * The scan of one window.  Constructs are looked for below scan_end and
 * followed up to data; in a window that does not end the input, one that
 * comes within MARGIN bytes of data (its end, or a byte looked at past
 * it) is not decided: the window is "starved" and scanning resumes at its
 * start in the next window, which begins at the start of its line so that
 * the look back for code before a comment, or for a number before a
 * quote, finds its bytes.
 */
typedef struct Lexer {
	LexStream *s;		/* carried state, offsets in this window */
	const char *b;		/* the window, LEX_PAD zero bytes past data */
	size_t data;		/* bytes in the window */
	size_t scan_end;	/* constructs starting before this are taken */
	bool eof;		/* the window ends the input */
	bool has_cr;		/* some CR byte is present: slow line counting */
	bool starved;		/* a construct ran into the end of the window */
} Lexer;

#define MARGIN 16

/* Whether a construct reaching offset end cannot be decided yet. */
static bool starving(Lexer *lx, size_t end)
{
	if (!lx->eof && end + MARGIN > lx->data)
		lx->starved = true;
	return lx->starved;
}

static bool is_blank(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

/* Identifier bytes as gcc takes them: '$' and UTF-8 bytes included. */
static bool is_ident(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_' || c == '$' || c >= 0x80;
}

static bool is_digit(unsigned char c)
{
	return c >= '0' && c <= '9';
}

/* An exponent letter, after which a number may go on with '+' or '-'. */
static bool is_exp(char c)
{
	return c == 'e' || c == 'E' || c == 'p' || c == 'P';
}

/* Offset of the first '/', '"' or '\'' at or after i, or n. */
static size_t find_special(const char *b, size_t i, size_t n)
{
#if defined(__SSE2__)
	const __m128i sl = _mm_set1_epi8('/');
	const __m128i dq = _mm_set1_epi8('"');
	const __m128i sq = _mm_set1_epi8('\'');

	while (i < n) {
		__m128i v = _mm_loadu_si128((const __m128i *)(b + i));
		__m128i m = _mm_or_si128(_mm_cmpeq_epi8(v, sl),
					 _mm_or_si128(_mm_cmpeq_epi8(v, dq),
						      _mm_cmpeq_epi8(v, sq)));
		unsigned bits = (unsigned)_mm_movemask_epi8(m);

		if (bits) {
			i += (size_t)__builtin_ctz(bits);
			return i < n ? i : n;
		}
		i += 16;
	}
	return n;
#else
	for (; i < n; i++)
		if (b[i] == '/' || b[i] == '"' || b[i] == '\'')
			return i;
	return n;
#endif
}

/* Number of LF bytes in b[i..e). */
static size_t count_lf(const char *b, size_t i, size_t e)
{
	size_t c = 0;
#if defined(__SSE2__)
	const __m128i lf = _mm_set1_epi8('\n');
	const __m128i zero = _mm_setzero_si128();

	while (e - i >= 16) {
		__m128i acc = zero;
		int k;

		/* At most 255 rounds so no byte counter overflows. */
		for (k = 0; k < 255 && e - i >= 16; k++, i += 16) {
			__m128i v = _mm_loadu_si128((const __m128i *)(b + i));
			acc = _mm_sub_epi8(acc, _mm_cmpeq_epi8(v, lf));
		}
		__m128i s = _mm_sad_epu8(acc, zero);
		c += (size_t)_mm_cvtsi128_si32(s) +
		     (size_t)_mm_cvtsi128_si32(_mm_srli_si128(s, 8));
	}
#endif
	for (; i < e; i++)
		c += b[i] == '\n';
	return c;
}

/* Move the line count forward to offset off (never backwards). */
static void advance(Lexer *lx, size_t off)
{
	LexStream *st = lx->s;
	const char *b = lx->b;
	size_t i = st->pos;

	if (off <= i)
		return;
	if (!lx->has_cr) {
		const char *last = memrchr(b + i, '\n', off - i);

		if (last) {
			st->line += (unsigned)count_lf(b, i, off);
			st->line_start = (size_t)(last - b) + 1;
		}
	} else {
		/* A CR followed by LF is counted at the LF. */
		for (; i < off; i++) {
			if (b[i] == '\n' || (b[i] == '\r' && b[i + 1] != '\n')) {
				st->line++;
				st->line_start = i + 1;
			}
		}
	}
	st->pos = off;
}

/* Skip the line splices that start at i; return the first other offset. */
static size_t skip_splices(const char *b, size_t i)
{
	while (b[i] == '\\') {
		if (b[i + 1] == '\n')
			i += 2;
		else if (b[i + 1] == '\r')
			i += b[i + 2] == '\n' ? 3 : 2;
		else
			break;
	}
	return i;
}

/*
 * Whether code precedes the comment at start on its physical line.  Only
 * the gap back to the previous comment is looked at: if the gap is blank
 * to that comment and it began on this same line, the answer is its own.
 * A window starts at a line start, so reaching offset 0 ends the line.
 */
static bool is_trailing(const Lexer *lx, size_t start, unsigned line)
{
	const LexStream *st = lx->s;
	size_t k = start;
	size_t stop = st->has_prev ? st->prev_end : 0;

	while (k > stop) {
		unsigned char c = (unsigned char)lx->b[k - 1];

		if (c == '\n' || c == '\r')
			return false;
		if (!is_blank(c))
			return true;
		k--;
	}
	return st->has_prev && k > 0 && st->prev_line == line &&
	       st->prev_trailing;
}

static void report(Lexer *lx, LexComment *c)
{
	LexStream *st = lx->s;

	advance(lx, c->start);
	c->line = st->line;
	c->col = (unsigned)(c->start - st->line_start) + 1;
	c->trailing = is_trailing(lx, c->start, c->line);
	/* The closing line: that of the closer's '/', or of the end of file. */
	if (c->kind == LC_BLOCK && !c->unterminated)
		advance(lx, c->end - 1);
	else
		advance(lx, c->end);
	c->end_line = st->line;
	if (c->unterminated && st->h->warning)
		st->h->warning(st->h->ctx, c->line, c->col, "unterminated comment");
	st->h->comment(st->h->ctx, lx->b, lx->data, c);
	st->has_prev = true;
	st->prev_end = c->end;
	st->prev_line = c->line;
	st->prev_trailing = c->trailing;
	st->floor = c->end;
}

/*
 * Offset just past the first "*" "/" pair (splices allowed between the
 * two) at or after body, or n.  *close gets the offset of the '*'.
 */
static size_t find_block_end(const char *b, size_t body, size_t n,
			     size_t *close)
{
	size_t s = body;

	for (;;) {
		const char *p = memchr(b + s, '/', n - s);

		if (!p)
			return *close = n;
		s = (size_t)(p - b);
		size_t t = s;	/* look at the byte before t, past splices */
		for (;;) {
			if (t >= body + 2 && b[t - 1] == '\n' && b[t - 2] == '\\')
				t -= 2;
			else if (t >= body + 3 && b[t - 1] == '\n' &&
				 b[t - 2] == '\r' && b[t - 3] == '\\')
				t -= 3;
			else if (t >= body + 2 && b[t - 1] == '\r' &&
				 b[t - 2] == '\\')
				t -= 2;
			else
				break;
		}
		if (t > body && b[t - 1] == '*') {
			*close = t - 1;
			return s + 1;
		}
		s++;
	}
}

static size_t block_comment(Lexer *lx, size_t start, size_t body)
{
	LexComment c = { .start = start, .body = body, .kind = LC_BLOCK };

	c.end = find_block_end(lx->b, body, lx->data, &c.close);
	if (starving(lx, c.end))
		return start;
	c.unterminated = c.close == lx->data;
	report(lx, &c);
	return c.end;
}

/* Offset of the first LF or CR at or after i, or the end of the data. */
static size_t find_eol(const Lexer *lx, size_t i)
{
	const char *b = lx->b;

	if (!lx->has_cr) {
		const char *p = memchr(b + i, '\n', lx->data - i);
		return p ? (size_t)(p - b) : lx->data;
	}
	for (; i < lx->data; i++)
		if (b[i] == '\n' || b[i] == '\r')
			return i;
	return lx->data;
}

static size_t line_comment(Lexer *lx, size_t start, size_t body)
{
	const char *b = lx->b;
	LexComment c = { .start = start, .body = body, .kind = LC_LINE };
	size_t e = body;

	for (;;) {
		e = find_eol(lx, e);
		if (e >= lx->data)
			break;
		/* A backslash before the line end (LF, CRLF, CR) splices. */
		if (e > body && b[e - 1] == '\\') {
			e += (b[e] == '\r' && b[e + 1] == '\n') ? 2 : 1;
			continue;
		}
		break;
	}
	if (starving(lx, e))
		return start;
	c.close = c.end = e;
	report(lx, &c);
	return e;
}

/*
 * Whether the '\'' at q continues a preprocessing number (a C23 digit
 * separator).  The run of bytes that can belong to a number or an
 * identifier is found backwards, then tokenized forwards from its start,
 * which is a token boundary.
 */
static bool is_digit_separator(Lexer *lx, size_t q)
{
	LexStream *st = lx->s;
	const char *b = lx->b;
	size_t floor = st->floor, r = q;

	if (!is_ident((unsigned char)b[q + 1]))
		return false;
	while (r > floor) {
		unsigned char c = (unsigned char)b[r - 1];

		/* Back to the last separator: the same number goes on. */
		if (st->has_sep && r == st->sep_at + 1) {
			st->sep_at = q;
			return true;
		}

		if (is_ident(c) || c == '.' || c == '\'')
			r--;
		else if ((c == '+' || c == '-') && r - 1 > floor &&
			 is_exp(b[r - 2]))
			r--;
		else
			break;
	}
	size_t k = r;
	while (k < q) {
		unsigned char c = (unsigned char)b[k];

		if (is_digit(c) || (c == '.' && is_digit((unsigned char)b[k + 1]))) {
			for (k++; k < q; k++) {
				c = (unsigned char)b[k];
				if ((c == '+' || c == '-') && is_exp(b[k - 1]))
					continue;
				if (is_ident(c) || c == '.')
					continue;
				if (c == '\'' && is_ident((unsigned char)b[k + 1]))
					continue;
				break;
			}
			if (k == q) {
				st->has_sep = true;
				st->sep_at = q;
				return true;
			}
		} else if (is_ident(c)) {
			while (k < q && is_ident((unsigned char)b[k]))
				k++;
		} else {
			k++;
		}
	}
	return false;
}

static void literal_warning(Lexer *lx, size_t start, char quote)
{
	LexStream *st = lx->s;

	if (!st->h->warning)
		return;
	advance(lx, start);
	st->h->warning(st->h->ctx, st->line,
		       (unsigned)(start - st->line_start) + 1,
		       quote == '"' ? "unterminated string literal"
				    : "unterminated character literal");
}

/* Scan the literal opened by the quote at start; return its end. */
static size_t literal(Lexer *lx, size_t start)
{
	const char *b = lx->b;
	char quote = b[start];
	size_t k, end = lx->data;
	bool unclosed = true;

	for (k = start + 1; k < lx->data; k++) {
		char c = b[k];

		if (c == quote || c == '\n' || c == '\r') {
			/* An unmatched quote ends with its line. */
			end = c == quote ? k + 1 : k;
			unclosed = false;
			break;
		}
		if (c == '\\') {
			size_t m = skip_splices(b, k);

			if (m != k) {	/* a splice, not an escape */
				k = m - 1;
				continue;
			}
			m = skip_splices(b, k + 1);
			if (m >= lx->data)
				break;
			if (b[m] == '\n' || b[m] == '\r') {
				end = m;
				unclosed = false;
				break;
			}
			k = m;	/* the escaped byte is skipped */
		}
	}
	/* k + 2: the look past a backslash at the end of the data. */
	if (starving(lx, k + 2))
		return start;
	if (unclosed)
		literal_warning(lx, start, quote);
	if (lx->s->h->literal)
		lx->s->h->literal(lx->s->h->ctx, start, end);
	lx->s->floor = end;
	return end;
}

/* Scan from s->resume; return the offset the caller resumes scanning at. */
static size_t scan(Lexer *lx)
{
	const char *b = lx->b;
	size_t i = lx->s->resume;

	for (;;) {
		i = find_special(b, i, lx->scan_end);
		if (i >= lx->scan_end)
			return lx->scan_end;
		size_t start = i;
		if (b[i] == '/') {
			size_t j = skip_splices(b, i + 1);

			if (b[j] == '*' && j < lx->data)
				i = block_comment(lx, i, j + 1);
			else if (b[j] == '/' && j < lx->data)
				i = line_comment(lx, i, j + 1);
			else if (!starving(lx, j))
				i++;
		} else if (b[i] == '\'' && is_digit_separator(lx, i)) {
			i++;
		} else {
			i = literal(lx, i);
		}
		if (lx->starved)
			return start;
	}
}

void lex_stream_init(LexStream *s, const LexHooks *hooks)
{
	memset(s, 0, sizeof(*s));
	s->h = hooks;
	s->line = 1;
}

/* Make offsets relative to a window that starts at keep. */
static void rebase(LexStream *s, size_t keep)
{
	s->pos -= keep;
	s->line_start -= keep;
	s->resume -= keep;
	s->floor = s->floor > keep ? s->floor - keep : 0;
	if (s->has_prev && s->prev_end >= keep)
		s->prev_end -= keep;
	else
		s->has_prev = false;
	if (s->has_sep && s->sep_at >= keep)
		s->sep_at -= keep;
	else
		s->has_sep = false;
}

size_t lex_stream(LexStream *s, const char *buf, size_t len, bool eof)
{
	Lexer lx = {
		.s = s, .b = buf, .data = len, .eof = eof,
		.scan_end = eof ? len : len > MARGIN ? len - MARGIN : 0,
		.has_cr = memchr(buf, '\r', len) != NULL,
	};

	s->saw_cr |= lx.has_cr;
	if (s->resume > lx.scan_end)	/* nothing new to look at */
		return eof ? len : 0;
	s->resume = scan(&lx);
	if (eof)
		return len;
	advance(&lx, s->resume);
	size_t keep = s->line_start;
	rebase(s, keep);
	return keep;
}

bool lex_comments(const char *buf, size_t len, const LexHooks *hooks)
{
	LexStream s;

	lex_stream_init(&s, hooks);
	lex_stream(&s, buf, len, true);
	return s.saw_cr;
}

void lex_cursor_init(LexCursor *c, const char *buf, size_t len, bool has_cr)
{
	c->buf = buf;
	c->len = len;
	c->has_cr = has_cr;
	lex_stream_init(&c->state, NULL);
}

void lex_cursor_at(LexCursor *c, size_t off, unsigned *line, unsigned *col)
{
	Lexer lx = {
		.s = &c->state, .b = c->buf, .data = c->len, .eof = true,
		.scan_end = c->len, .has_cr = c->has_cr,
	};

	if (off > c->len)
		off = c->len;
	advance(&lx, off);
	*line = c->state.line;
	*col = (unsigned)(off - c->state.line_start) + 1;
}
