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
 *    identifier bytes before it;
 *  - a literal without its closing quote ends at the end of its line, as
 *    gcc treats an apostrophe in #error or inside #if 0;
 *  - trigraphs are not replaced (gcc does not in its default modes).
 *
 * Line numbers are counted lazily: the bytes between two comments are
 * counted with a block compare when the next comment needs its position.
 * The invariant that makes this linear is that positions are asked for
 * in increasing order.  Files with CR line ends take a plain byte loop.
 */
#include "lex.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

typedef struct Lexer {
	const char *b;		/* the buffer, LEX_PAD zero bytes past len */
	size_t n;		/* its length */
	bool has_cr;		/* some CR byte is present: slow line counting */
	size_t pos;		/* lines are counted up to this offset */
	unsigned line;		/* physical line of pos */
	size_t line_start;	/* offset where that line starts */
	size_t floor;		/* end of the last comment or literal */
	size_t prev_end;	/* end of the last comment, 0 if none */
	unsigned prev_line;	/* line where the last comment started */
	bool prev_trailing;	/* whether the last comment was trailing */
	const LexHooks *h;
} Lexer;

static bool is_blank(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

static bool is_ident(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_' || c >= 0x80;
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
	const char *b = lx->b;
	size_t i = lx->pos;

	if (off <= i)
		return;
	if (!lx->has_cr) {
		const char *last = memrchr(b + i, '\n', off - i);

		if (last) {
			lx->line += (unsigned)count_lf(b, i, off);
			lx->line_start = (size_t)(last - b) + 1;
		}
	} else {
		for (; i < off; i++) {
			if (b[i] == '\n' || (b[i] == '\r' && b[i + 1] != '\n')) {
				lx->line++;
				lx->line_start = i + 1;
			}
		}
	}
	lx->pos = off;
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
 */
static bool is_trailing(const Lexer *lx, size_t start, unsigned line)
{
	size_t k = start;

	while (k > lx->prev_end) {
		unsigned char c = (unsigned char)lx->b[k - 1];

		if (c == '\n' || c == '\r')
			return false;
		if (!is_blank(c))
			return true;
		k--;
	}
	return lx->prev_end > 0 && lx->prev_line == line && lx->prev_trailing;
}

static void report(Lexer *lx, LexComment *c)
{
	advance(lx, c->start);
	c->line = lx->line;
	c->col = (unsigned)(c->start - lx->line_start) + 1;
	c->trailing = is_trailing(lx, c->start, c->line);
	/* The closing line: that of the closer's '/', or of the end of file. */
	if (c->kind == LC_BLOCK && !c->unterminated)
		advance(lx, c->end - 1);
	else
		advance(lx, c->end);
	c->end_line = lx->line;
	if (c->unterminated && lx->h->warning)
		lx->h->warning(lx->h->ctx, c->line, c->col, "unterminated comment");
	lx->h->comment(lx->h->ctx, c);
	lx->prev_end = c->end;
	lx->prev_line = c->line;
	lx->prev_trailing = c->trailing;
	lx->floor = c->end;
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

	c.end = find_block_end(lx->b, body, lx->n, &c.close);
	c.unterminated = c.close == lx->n;
	report(lx, &c);
	return c.end;
}

/* Offset of the first LF or CR at or after i, or n. */
static size_t find_eol(const Lexer *lx, size_t i)
{
	const char *b = lx->b;

	if (!lx->has_cr) {
		const char *p = memchr(b + i, '\n', lx->n - i);
		return p ? (size_t)(p - b) : lx->n;
	}
	for (; i < lx->n; i++)
		if (b[i] == '\n' || b[i] == '\r')
			return i;
	return lx->n;
}

static size_t line_comment(Lexer *lx, size_t start, size_t body)
{
	const char *b = lx->b;
	LexComment c = { .start = start, .body = body, .kind = LC_LINE };
	size_t e = body;

	for (;;) {
		e = find_eol(lx, e);
		if (e >= lx->n)
			break;
		/* A backslash before the line end (LF, CRLF, CR) splices. */
		if (e > body && b[e - 1] == '\\') {
			e += (b[e] == '\r' && b[e + 1] == '\n') ? 2 : 1;
			continue;
		}
		break;
	}
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
static bool is_digit_separator(const Lexer *lx, size_t q)
{
	const char *b = lx->b;
	size_t r = q;

	if (!is_ident((unsigned char)b[q + 1]))
		return false;
	while (r > lx->floor) {
		unsigned char c = (unsigned char)b[r - 1];

		if (is_ident(c) || c == '.' || c == '\'')
			r--;
		else if ((c == '+' || c == '-') && r - 1 > lx->floor &&
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
			if (k == q)
				return true;
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
	if (!lx->h->warning)
		return;
	advance(lx, start);
	lx->h->warning(lx->h->ctx, lx->line,
		       (unsigned)(start - lx->line_start) + 1,
		       quote == '"' ? "unterminated string literal"
				    : "unterminated character literal");
}

/* Scan the literal opened by the quote at start; return its end. */
static size_t literal(Lexer *lx, size_t start)
{
	const char *b = lx->b;
	char quote = b[start];
	size_t k, end = lx->n;
	bool eof = true;

	for (k = start + 1; k < lx->n; k++) {
		char c = b[k];

		if (c == quote) {
			end = k + 1;
			eof = false;
			break;
		}
		if (c == '\n' || c == '\r') {
			end = k;	/* unmatched: ends with its line */
			eof = false;
			break;
		}
		if (c == '\\') {
			size_t m = skip_splices(b, k);

			if (m != k) {	/* a splice, not an escape */
				k = m - 1;
				continue;
			}
			m = skip_splices(b, k + 1);
			if (m >= lx->n)
				break;
			if (b[m] == '\n' || b[m] == '\r') {
				end = m;
				eof = false;
				break;
			}
			k = m;	/* the escaped byte is skipped */
		}
	}
	if (eof)
		literal_warning(lx, start, quote);
	if (lx->h->literal)
		lx->h->literal(lx->h->ctx, start, end);
	lx->floor = end;
	return end;
}

void lex_comments(const char *buf, size_t len, const LexHooks *hooks)
{
	Lexer lx = {
		.b = buf, .n = len, .line = 1, .h = hooks,
		.has_cr = memchr(buf, '\r', len) != NULL,
	};
	size_t i = 0;

	for (;;) {
		i = find_special(buf, i, len);
		if (i >= len)
			break;
		if (buf[i] == '/') {
			size_t j = skip_splices(buf, i + 1);

			if (buf[j] == '*' && j < len)
				i = block_comment(&lx, i, j + 1);
			else if (buf[j] == '/' && j < len)
				i = line_comment(&lx, i, j + 1);
			else
				i++;
		} else if (buf[i] == '\'' && is_digit_separator(&lx, i)) {
			i++;
		} else {
			i = literal(&lx, i);
		}
	}
}

void lex_position(const char *buf, size_t len, size_t off,
		  unsigned *line, unsigned *col)
{
	Lexer lx = {
		.b = buf, .n = len, .line = 1,
		.has_cr = memchr(buf, '\r', len) != NULL,
	};

	advance(&lx, off < len ? off : len);
	*line = lx.line;
	*col = (unsigned)(off - lx.line_start) + 1;
}
