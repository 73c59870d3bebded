/*
 * token: split a C buffer into the tokens the expression parser reads.
 *
 * The comments and literals come from the exact lexer (comment_collect):
 * when the scan reaches the next comment's offset it jumps to its end,
 * and at the next literal's quote it makes a token up to the literal's
 * end, so neither is scanned twice, and the tokens never disagree with
 * the census, the comment rules or the fixes about where a comment or a
 * literal is.  A quote the lexer did not open a literal at (it ended a
 * literal, or was read as a digit separator) is a token of its own, and
 * a number stops at a quote that opens a literal.
 * Everything else is classified through a 256-entry byte table.  Tokens
 * of preprocessing directives (a '#' first on its line, up to the next
 * newline that is not spliced) go to an array of their own, one closed
 * range per directive, so that the code parser never sees them and a
 * #define body can be parsed on its own.  Bracket matching runs per
 * array and per bracket kind.
 *
 * Speed: this runs over every byte of every file with the expression
 * rules on, so the loop keeps its position, line and flags in locals
 * (not in the Scan, whose address escapes to the slow paths), and the
 * runs of identifier bytes and of blanks are measured sixteen bytes at
 * a time with SSE2 where there is SSE2 (a byte loop elsewhere): a loop
 * per byte mispredicts its exit once per token.
 */
#include "token.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#ifdef __GNUC__
#define ALWAYS_INLINE __attribute__((always_inline))
#else
#define ALWAYS_INLINE
#endif

enum { C_OTHER, C_SPACE, C_NL, C_CR, C_IDENT, C_DIGIT, C_QUOTE, C_PUNCT,
       C_BACKSLASH };

static const unsigned char cclass[256] = {
	[' '] = C_SPACE, ['\t'] = C_SPACE, ['\v'] = C_SPACE, ['\f'] = C_SPACE,
	['\n'] = C_NL, ['\r'] = C_CR, ['\\'] = C_BACKSLASH,
	['"'] = C_QUOTE, ['\''] = C_QUOTE,
	['0' ... '9'] = C_DIGIT,
	['a' ... 'z'] = C_IDENT, ['A' ... 'Z'] = C_IDENT, ['_'] = C_IDENT,
	['$'] = C_IDENT, [0x80 ... 0xff] = C_IDENT,
	['!'] = C_PUNCT, ['#'] = C_PUNCT, ['%'] = C_PUNCT, ['&'] = C_PUNCT,
	['('] = C_PUNCT, [')'] = C_PUNCT, ['*'] = C_PUNCT, ['+'] = C_PUNCT,
	[','] = C_PUNCT, ['-'] = C_PUNCT, ['.'] = C_PUNCT, ['/'] = C_PUNCT,
	[':'] = C_PUNCT, [';'] = C_PUNCT, ['<'] = C_PUNCT, ['='] = C_PUNCT,
	['>'] = C_PUNCT, ['?'] = C_PUNCT, ['['] = C_PUNCT, [']'] = C_PUNCT,
	['^'] = C_PUNCT, ['{'] = C_PUNCT, ['|'] = C_PUNCT, ['}'] = C_PUNCT,
	['~'] = C_PUNCT,
};

/* Bytes that continue an identifier or a number. */
static const bool ident_byte[256] = {
	['0' ... '9'] = true, ['a' ... 'z'] = true, ['A' ... 'Z'] = true,
	['_'] = true, ['$'] = true, [0x80 ... 0xff] = true,
};

static int is_ident_byte(unsigned char c)
{
	return ident_byte[c];
}

typedef struct Stack {
	uint32_t *v;
	size_t n, cap;
} Stack;

/* What the slow paths need; the position, line and flags live in token_scan. */
typedef struct Scan {
	const char *buf;
	size_t len;
	const FileComment *cs;	/* comments still ahead */
	size_t ncs;
	const LexSpan *lit;	/* literals still ahead */
	size_t nlit;
	Tokens *out;
	bool in_pp;		/* inside a directive */
	Stack code[3];		/* unmatched (, [, { of the code */
	Stack pp[3];		/* ... of the current directive */
} Scan;

static void push(Stack *s, uint32_t v)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 64;
		s->v = xrealloc(s->v, s->cap * sizeof(*s->v));
	}
	s->v[s->n++] = v;
}

static Token *new_token(Scan *s)
{
	Tokens *o = s->out;

	if (s->in_pp) {
		if (o->npp == o->cappp) {
			o->cappp = o->cappp ? 2 * o->cappp : 256;
			o->pp = xrealloc(o->pp, o->cappp * sizeof(*o->pp));
		}
		return &o->pp[o->npp++];
	}
	if (o->n == o->cap) {
		o->cap = o->cap ? 2 * o->cap : 1024;
		o->v = xrealloc(o->v, o->cap * sizeof(*o->v));
	}
	return &o->v[o->n++];
}

/* Pair a bracket token with the innermost open one of its kind. */
static inline void match(Stack *open, Token *v, uint32_t i)
{
	Punct p = v[i].p;
	Stack *st;

	if (p < P_LPAREN || p > P_RBRACE)
		return;
	st = &open[(p - P_LPAREN) / 2];
	if ((p - P_LPAREN) % 2 == 0) {
		push(st, i);
	} else if (st->n > 0) {
		uint32_t o = st->v[--st->n];

		v[o].match = i;
		v[i].match = o;
	}
}

static void start_directive(Scan *s)
{
	Tokens *o = s->out;

	if (o->ndir == o->capdir) {
		o->capdir = o->capdir ? 2 * o->capdir : 64;
		o->dir = xrealloc(o->dir, o->capdir * sizeof(*o->dir));
	}
	o->dir[o->ndir++] = (PpRange){ (uint32_t)o->npp, 0 };
	for (int k = 0; k < 3; k++)
		s->pp[k].n = 0;
	s->in_pp = true;
}

/* Close the directive's range with a TK_EOF at pos. */
static void end_directive(Scan *s, size_t pos, uint32_t line)
{
	Token *t = new_token(s);

	*t = (Token){ (uint32_t)pos, 0, line, TOKEN_NO_MATCH, TK_EOF,
		      P_NONE, KW_NONE, TF_PP };
	s->out->dir[s->out->ndir - 1].end = (uint32_t)(s->out->npp - 1);
	s->in_pp = false;
}

/* Room for one more token in v (n used of cap). */
static void grow(Token **v, size_t n, size_t *cap, size_t first)
{
	if (n < *cap)
		return;
	*cap = *cap ? 2 * *cap : first;
	*v = xrealloc(*v, *cap * sizeof(**v));
}

/*
 * Add a token: to the code, or to the directive it opens or is part of.
 * Inlined by force: a call would pass the token through memory, and the
 * store and reload cost more than the rest of the token.
 */
static inline ALWAYS_INLINE void emit(Scan *s, Token t)
{
	Tokens *o = s->out;
	bool bracket = (unsigned)(t.p - P_LPAREN) <= P_RBRACE - P_LPAREN;

	if (t.p == P_HASH && (t.flags & TF_BOL))
		start_directive(s);
	if (s->in_pp) {
		t.flags |= TF_PP;
		grow(&o->pp, o->npp, &o->cappp, 256);
		o->pp[o->npp] = t;
		if (bracket)
			match(s->pp, o->pp, (uint32_t)o->npp);
		o->npp++;
	} else {
		grow(&o->v, o->n, &o->cap, 1024);
		o->v[o->n] = t;
		if (bracket)
			match(s->code, o->v, (uint32_t)o->n);
		o->n++;
	}
}

/*
 * Keywords by open addressing: slot kw_hash(name), then the next ones.
 * The slots were computed with that hash; a new keyword goes in the
 * first free slot from its hash on.
 */
#define KW(name, kw) { name, sizeof(name) - 1, kw }

static const struct {
	const char *name;
	uint8_t len;		/* strlen(name) */
	uint8_t kw;
} kw_table[512] = {
	[20] = KW("__inline", KW_QUAL),
	[21] = KW("__int128", KW_TYPE),
	[26] = KW("default", KW_DEFAULT),
	[28] = KW("__declspec", KW_ATTRIBUTE),
	[29] = KW("typeof", KW_TYPEOF),
	[32] = KW("alignas", KW_ATTRIBUTE),
	[36] = KW("typedef", KW_TYPEDEF),
	[50] = KW("__signed__", KW_TYPE),
	[58] = KW("_Atomic", KW_QUAL),
	[71] = KW("_Bool", KW_TYPE),
	[72] = KW("__extension__", KW_EXTENSION),
	[91] = KW("__typeof", KW_TYPEOF),
	[93] = KW("continue", KW_CONTINUE),
	[100] = KW("extern", KW_QUAL),
	[102] = KW("unsigned", KW_TYPE),
	[109] = KW("__const", KW_QUAL),
	[110] = KW("define", KW_DEFINE),
	[114] = KW("__asm__", KW_ATTRIBUTE),
	[119] = KW("__thread", KW_QUAL),
	[132] = KW("__restrict__", KW_QUAL),
	[139] = KW("void", KW_TYPE),
	[143] = KW("__attribute", KW_ATTRIBUTE),
	[145] = KW("union", KW_UNION),
	[146] = KW("signed", KW_TYPE),
	[147] = KW("_Complex", KW_TYPE),
	[157] = KW("bool", KW_TYPE),
	[162] = KW("__builtin_va_list", KW_TYPE),
	[166] = KW("__volatile__", KW_QUAL),
	[180] = KW("while", KW_WHILE),
	[189] = KW("if", KW_IF),
	[190] = KW("asm", KW_ATTRIBUTE),
	[202] = KW("const", KW_QUAL),
	[203] = KW("short", KW_TYPE),
	[214] = KW("do", KW_DO),
	[215] = KW("__restrict", KW_QUAL),
	[216] = KW("false", KW_FALSE),
	[220] = KW("auto", KW_QUAL),
	[235] = KW("case", KW_CASE),
	[244] = KW("restrict", KW_QUAL),
	[245] = KW("static", KW_QUAL),
	[255] = KW("register", KW_QUAL),
	[259] = KW("switch", KW_SWITCH),
	[263] = KW("return", KW_RETURN),
	[265] = KW("inline", KW_QUAL),
	[284] = KW("true", KW_TRUE),
	[292] = KW("for", KW_FOR),
	[297] = KW("else", KW_ELSE),
	[312] = KW("struct", KW_STRUCT),
	[313] = KW("float", KW_TYPE),
	[348] = KW("__asm", KW_ATTRIBUTE),
	[355] = KW("enum", KW_ENUM),
	[356] = KW("__typeof_unqual__", KW_TYPEOF),
	[357] = KW("volatile", KW_QUAL),
	[359] = KW("__volatile", KW_QUAL),
	[374] = KW("int", KW_TYPE),
	[398] = KW("_Static_assert", KW_STATIC_ASSERT),
	[406] = KW("goto", KW_GOTO),
	[409] = KW("__typeof__", KW_TYPEOF),
	[435] = KW("long", KW_TYPE),
	[444] = KW("__signed", KW_TYPE),
	[447] = KW("_Noreturn", KW_QUAL),
	[450] = KW("_Alignof", KW_ALIGNOF),
	[451] = KW("__alignof__", KW_ALIGNOF),
	[452] = KW("_Thread_local", KW_QUAL),
	[477] = KW("__inline__", KW_QUAL),
	[480] = KW("char", KW_TYPE),
	[489] = KW("_Alignas", KW_ATTRIBUTE),
	[491] = KW("__alignof", KW_ALIGNOF),
	[498] = KW("__attribute__", KW_ATTRIBUTE),
	[499] = KW("thread_local", KW_QUAL),
	[500] = KW("static_assert", KW_STATIC_ASSERT),
	[503] = KW("break", KW_BREAK),
	[504] = KW("double", KW_TYPE),
	[505] = KW("alignof", KW_ALIGNOF),
	[506] = KW("typeof_unqual", KW_TYPEOF),
	[510] = KW("sizeof", KW_SIZEOF),
};

static unsigned kw_hash(const char *s, size_t n)
{
	return ((unsigned char)s[0] * 31u + (unsigned char)s[n / 2] * 17u +
		(unsigned char)s[n - 1] * 3u + (unsigned)n * 7u) & 511u;
}

static Keyword keyword(const char *s, size_t n)
{
	unsigned h;

	if (n < 2 || n > 17)
		return KW_NONE;
	for (h = kw_hash(s, n); kw_table[h].name; h = (h + 1) & 511u)
		if (kw_table[h].len == n && !memcmp(kw_table[h].name, s, n))
			return kw_table[h].kw;
	return KW_NONE;
}

/*
 * The length of the line splice at i, or 0: a backslash, then blanks
 * (gcc joins such lines too, with a warning), then a line end.
 */
static size_t splice_len(const char *b, size_t len, size_t i)
{
	size_t j = i + 1;

	if (i >= len || b[i] != '\\')
		return 0;
	while (j < len && (b[j] == ' ' || b[j] == '\t'))
		j++;
	if (j < len && b[j] == '\n')
		return j + 1 - i;
	if (j < len && b[j] == '\r')
		return j + 1 - i + (j + 1 < len && b[j + 1] == '\n');
	return 0;
}

/*
 * The lines b[a .. e) ends: its LFs, and its CRs not before an LF.  In a
 * literal, those of its line splices.
 */
static uint32_t lines_in(const char *b, size_t a, size_t e)
{
	uint32_t n = 0;

	for (size_t i = a; i < e; i++)
		n += b[i] == '\n' || (b[i] == '\r' && b[i + 1] != '\n');
	return n;
}

/*
 * The offset of the next literal the lexer found at pos or after
 * (SIZE_MAX if none); the ones before pos are passed.
 */
static size_t next_literal(Scan *s, size_t pos)
{
	while (s->nlit > 0 && s->lit->start < pos)
		s->lit++, s->nlit--;
	return s->nlit > 0 ? s->lit->start : SIZE_MAX;
}

/*
 * The end of the literal the lexer found opened by the quote at q, or 0
 * if it found none there.
 */
static size_t literal_end(Scan *s, size_t q)
{
	if (next_literal(s, q) != q)
		return 0;
	s->nlit--;
	return (s->lit++)->end;
}

/* The end of the preprocessing number at pos. */
static size_t scan_number(const char *b, size_t len, size_t pos)
{
	size_t i = pos + 1;

	for (; i < len; i++) {
		unsigned char c = (unsigned char)b[i];

		if (is_ident_byte(c) || c == '.')
			continue;
		if ((c == '+' || c == '-') && strchr("eEpP", b[i - 1]))
			continue;
		if (c == '\'' && i + 1 < len &&
		    is_ident_byte((unsigned char)b[i + 1]))
			continue;	/* a digit separator */
		break;
	}
	return i;
}

/*
 * The identifier and blank bytes of one 64-byte block of the buffer, a
 * bit each.  Runs of them are measured from these masks: the block is
 * classified once, not once per token, and measuring a run is a shift
 * and a count of trailing zeros, so the chain from one token's start to
 * the next is short.  The block at base may reach into the LEX_PAD
 * bytes, which are zeros: neither identifier nor blank.
 */
typedef struct Block {
	size_t base;		/* offset of the block (a multiple of 64) */
	uint64_t ident;		/* bit k: byte base + k continues an identifier */
	uint64_t blank;		/* bit k: it is a space, tab, \v or \f */
} Block;

#ifdef __SSE2__
/*
 * Sixteen bytes at p classified: a letter is a byte whose value with
 * the 0x20 bit set is in 'a' .. 'z'; a range test is one signed
 * comparison after an offset that moves the range to the bottom of the
 * signed bytes.
 */
static inline ALWAYS_INLINE void classify16(const unsigned char *p,
					    unsigned *ident, unsigned *blank)
{
	__m128i x = _mm_loadu_si128((const __m128i *)(const void *)p);
	__m128i alpha = _mm_cmplt_epi8(
		_mm_add_epi8(_mm_or_si128(x, _mm_set1_epi8(0x20)),
			     _mm_set1_epi8((char)(0x80 - 'a'))),
		_mm_set1_epi8((char)(-0x80 + 26)));
	__m128i digit = _mm_cmplt_epi8(_mm_add_epi8(x, _mm_set1_epi8((char)(0x80 - '0'))),
				       _mm_set1_epi8((char)(-0x80 + 10)));
	__m128i other = _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('_')),
				     _mm_cmpeq_epi8(x, _mm_set1_epi8('$')));
	__m128i high = _mm_cmplt_epi8(x, _mm_setzero_si128());
	__m128i sp = _mm_or_si128(
		_mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(' ')),
			     _mm_cmpeq_epi8(x, _mm_set1_epi8('\t'))),
		_mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('\v')),
			     _mm_cmpeq_epi8(x, _mm_set1_epi8('\f'))));

	*ident = (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(alpha, digit),
							  _mm_or_si128(other, high)));
	*blank = (unsigned)_mm_movemask_epi8(sp);
}

static void classify(const unsigned char *b, Block *k)
{
	unsigned id, bl;

	k->ident = k->blank = 0;
	for (unsigned q = 0; q < 64; q += 16) {
		classify16(b + k->base + q, &id, &bl);
		k->ident |= (uint64_t)id << q;
		k->blank |= (uint64_t)bl << q;
	}
}
#else
static void classify(const unsigned char *b, Block *k)
{
	k->ident = k->blank = 0;
	for (unsigned q = 0; q < 64; q++) {
		k->ident |= (uint64_t)ident_byte[b[k->base + q]] << q;
		k->blank |= (uint64_t)(cclass[b[k->base + q]] == C_SPACE) << q;
	}
}
#endif

/* The end of the run of identifier (or blank) bytes from i. */
static inline ALWAYS_INLINE size_t run_end(const unsigned char *b, size_t i,
					   Block *k, bool ident)
{
	for (;;) {
		size_t base = i & ~(size_t)63;

		if (base != k->base) {
			k->base = base;
			classify(b, k);
		}
		uint64_t stop = ~(ident ? k->ident : k->blank) >> (i - base);

		if (stop)
			return i + (size_t)__builtin_ctzll(stop);
		i = base + 64;
	}
}

/* ORDER PUNCT: each punctuator's byte alone, and the pairs it starts. */
static const unsigned char punct_one[256] = {
	['('] = P_LPAREN, [')'] = P_RPAREN, ['['] = P_LBRACK,
	[']'] = P_RBRACK, ['{'] = P_LBRACE, ['}'] = P_RBRACE,
	[';'] = P_SEMI, [','] = P_COMMA, ['.'] = P_DOT, ['?'] = P_QUESTION,
	[':'] = P_COLON, ['='] = P_ASSIGN, ['|'] = P_PIPE, ['^'] = P_CARET,
	['&'] = P_AMP, ['<'] = P_LT, ['>'] = P_GT, ['+'] = P_PLUS,
	['-'] = P_MINUS, ['*'] = P_STAR, ['/'] = P_SLASH, ['%'] = P_PERCENT,
	['!'] = P_NOT, ['~'] = P_TILDE, ['#'] = P_HASH,
};

/* Rows of pairs: the first bytes of two-byte punctuators. */
enum { F_NONE, F_HASH, F_EQ, F_NOT, F_MINUS, F_PLUS, F_AMP, F_PIPE, F_LT,
       F_GT, F_STAR, F_SLASH, F_PERCENT, F_CARET, F_ROWS };

static const unsigned char pair_row[256] = {
	['#'] = F_HASH, ['='] = F_EQ, ['!'] = F_NOT, ['-'] = F_MINUS,
	['+'] = F_PLUS, ['&'] = F_AMP, ['|'] = F_PIPE, ['<'] = F_LT,
	['>'] = F_GT, ['*'] = F_STAR, ['/'] = F_SLASH, ['%'] = F_PERCENT,
	['^'] = F_CARET,
};

static const unsigned char pair[F_ROWS][256] = {
	[F_HASH] = { ['#'] = P_HASHHASH },
	[F_EQ] = { ['='] = P_EQ },
	[F_NOT] = { ['='] = P_NE },
	[F_MINUS] = { ['>'] = P_ARROW, ['-'] = P_DEC, ['='] = P_ASSIGN_OP },
	[F_PLUS] = { ['+'] = P_INC, ['='] = P_ASSIGN_OP },
	[F_AMP] = { ['&'] = P_ANDAND, ['='] = P_ASSIGN_OP },
	[F_PIPE] = { ['|'] = P_OROR, ['='] = P_ASSIGN_OP },
	[F_LT] = { ['<'] = P_SHL, ['='] = P_LE },
	[F_GT] = { ['>'] = P_SHR, ['='] = P_GE },
	[F_STAR] = { ['='] = P_ASSIGN_OP },
	[F_SLASH] = { ['='] = P_ASSIGN_OP },
	[F_PERCENT] = { ['='] = P_ASSIGN_OP },
	[F_CARET] = { ['='] = P_ASSIGN_OP },
};

/*
 * The punctuator at *pos (a C_PUNCT byte): its kind, and *pos moved past
 * it.  Tables, not a switch: the kind of the next punctuator is what a
 * branch predictor guesses worst.
 */
static inline ALWAYS_INLINE Punct scan_punct(const char *buf, size_t len,
					     size_t *pos)
{
	const unsigned char *b = (const unsigned char *)buf + *pos;
	unsigned char c = b[0], d = b[1], e = b[2];	/* LEX_PAD bytes follow */
	Punct p = (Punct)punct_one[c], two = (Punct)pair[pair_row[c]][d];
	size_t n = 1;

	if (two != P_NONE)
		p = two, n = 2;
	if ((two == P_SHL || two == P_SHR) && e == '=')
		p = P_ASSIGN_OP, n = 3;
	else if (c == '.' && d == '.' && e == '.')
		p = P_ELLIPSIS, n = 3;
	if (*pos + n > len)
		n = 1;
	*pos += n;
	return p;
}

/*
 * The end of the comment starting at pos, if the lexer found one there
 * (0 if not); *line becomes its last line.
 */
static size_t skip_comment(Scan *s, size_t pos, uint32_t *line)
{
	while (s->ncs > 0 && s->cs->c.start < pos)
		s->cs++, s->ncs--;
	if (s->ncs == 0 || s->cs->c.start != pos)
		return 0;
	*line = s->cs->c.end_line;
	pos = s->cs->c.end;
	s->cs++, s->ncs--;
	return pos;
}

/* A token from start to end of the given kind, with the pending flags. */
#define TOKEN(kind, p, kw) \
	((Token){ (uint32_t)start, (uint32_t)(pos - start), line, \
		  TOKEN_NO_MATCH, (uint8_t)(kind), (uint8_t)(p), \
		  (uint8_t)(kw), flags })

/*
 * The end of the number at pos: a preprocessing number, stopped at the
 * quote of a literal the lexer found (1'2 is a digit separator to both,
 * but a number never runs into a literal).
 */
static size_t number_end(Scan *s, size_t pos)
{
	size_t end = scan_number(s->buf, s->len, pos), lit = next_literal(s, pos);

	return end < lit ? end : lit;
}

void token_scan(const char *buf, size_t len, const FileComments *fc,
		Tokens *out)
{
	Scan s = { .buf = buf, .len = len, .cs = fc->v, .ncs = fc->n,
		   .lit = fc->lit, .nlit = fc->nlit, .out = out };
	const unsigned char *b = (const unsigned char *)buf;
	size_t pos = 0, start, end;
	uint32_t line = 1;
	uint8_t flags = TF_BOL;
	Block blk = { SIZE_MAX, 0, 0 };

	out->n = out->npp = out->ndir = 0;
	/*
	 * Room for a token per six bytes from the start, about the kernel's
	 * average, so that the array of a large file is not copied at each
	 * doubling.
	 */
	if (out->cap < len / 6 + 1024) {
		/* Nothing to keep: not a realloc, which would copy the old array. */
		free(out->v);
		out->cap = len / 6 + 1024;
		out->v = xmalloc(out->cap * sizeof(*out->v));
	}
	while (pos < len) {
		unsigned char c = b[pos];

		start = pos;
		/* Identifiers first: nearly half the tokens. */
		if (cclass[c] == C_IDENT) {
			end = run_end(b, pos + 1, &blk, true);
			if (end > len)
				end = len;
			if (end < len && (b[end] == '"' || b[end] == '\'') &&
			    (end - start == 1 ? strchr("LuU", c) != NULL :
			     end - start == 2 && c == 'u' && b[start + 1] == '8') &&
			    (pos = literal_end(&s, end))) {
				emit(&s, TOKEN(b[end] == '"' ? TK_STR : TK_CHAR,
					       P_NONE, KW_NONE));
				line += lines_in(buf, end, pos);
			} else {
				pos = end;
				emit(&s, TOKEN(TK_IDENT, P_NONE,
					       keyword(buf + start, end - start)));
			}
		} else if (cclass[c] == C_PUNCT) {
			if (c == '/' && (end = skip_comment(&s, pos, &line))) {
				pos = end;	/* the opener may be spliced: the lexer knows */
				flags |= TF_SPACE;
				continue;
			}
			if (c == '.' && cclass[b[start + 1]] == C_DIGIT) {
				pos = number_end(&s, pos);
				emit(&s, TOKEN(TK_NUM, P_NONE, KW_NONE));
			} else {
				Punct p = scan_punct(buf, len, &pos);

				emit(&s, TOKEN(TK_PUNCT, p, KW_NONE));
			}
		} else switch (cclass[c]) {
		case C_SPACE:
			pos = run_end(b, pos + 1, &blk, false);
			flags |= TF_SPACE;
			continue;
		case C_NL:
			pos++;
			line++;
			flags = TF_BOL | TF_SPACE;
			if (s.in_pp)
				end_directive(&s, pos, line);
			pos = run_end(b, pos, &blk, false);
			continue;
		case C_CR:
			pos += 1 + (start + 1 < len && b[start + 1] == '\n');
			line++;
			flags = TF_BOL | TF_SPACE;
			if (s.in_pp)
				end_directive(&s, pos, line);
			continue;
		case C_BACKSLASH:
			end = splice_len(buf, len, start);
			if (end) {
				pos += end;
				line++;
				flags |= TF_SPACE;
				continue;
			}
			pos++;
			emit(&s, TOKEN(TK_PUNCT, P_OTHER, KW_NONE));
			break;
		case C_DIGIT:
			pos = number_end(&s, pos);
			emit(&s, TOKEN(TK_NUM, P_NONE, KW_NONE));
			break;
		case C_QUOTE:
			pos = literal_end(&s, start);
			if (!pos) {	/* no literal to the lexer: a byte alone */
				pos = start + 1;
				emit(&s, TOKEN(TK_PUNCT, P_OTHER, KW_NONE));
				break;
			}
			emit(&s, TOKEN(c == '"' ? TK_STR : TK_CHAR, P_NONE, KW_NONE));
			line += lines_in(buf, start, pos);
			break;
		default:
			pos++;
			emit(&s, TOKEN(TK_PUNCT, P_OTHER, KW_NONE));
			break;
		}
		/*
		 * The blanks after a token, without a turn of the switch: that
		 * is one indirect jump fewer per token, and the hardest to
		 * predict.
		 */
		end = run_end(b, pos, &blk, false);
		flags = end != pos ? TF_SPACE : 0;
		pos = end;
	}
	if (s.in_pp)
		end_directive(&s, pos, line);
	flags = 0;
	start = len;
	emit(&s, TOKEN(TK_EOF, P_NONE, KW_NONE));
	for (int k = 0; k < 3; k++) {
		free(s.code[k].v);
		free(s.pp[k].v);
	}
}

void token_free(Tokens *t)
{
	free(t->v);
	free(t->pp);
	free(t->dir);
	memset(t, 0, sizeof(*t));
}
