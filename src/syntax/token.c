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
#include "syntax/token.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#ifdef __GNUC__
#define ALWAYS_INLINE __attribute__((always_inline))
#define NOINLINE __attribute__((noinline))
#else
#define ALWAYS_INLINE
#define NOINLINE
#endif

/*
 * The most tokens token_scan makes room for before it meets them: 4 Mi
 * (80 MiB), those of the kernel's largest file, 24 MB.
 */
#define TOKEN_ROOM_MAX ((size_t)1 << 22)

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
	const char *keep;	/* token_scan_some's, or NULL: split every directive */
	bool has_cr;		/* the buffer holds a CR (the lexer found) */
	bool in_pp;		/* inside a directive */
	size_t budget;		/* TOKEN_BUDGET of the buffer */
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

/* The bytes the arrays of o hold, by their counts. */
static size_t used(const Tokens *o)
{
	size_t n = (o->n + o->npp) * sizeof(Token) + o->ndir * sizeof(PpRange);

	for (int k = 0; k < TM_NMARK; k++)
		n += o->nmark[k] * sizeof(uint32_t);
	return n;
}

/*
 * Room for one more item in the array v of o, which holds n items of
 * size bytes in room for *cap: v itself when it has it, else v grown to
 * twice its room (first items at first), or NULL when that would pass
 * the budget: the scan is over.
 */
static void *room(Scan *s, void *v, size_t n, size_t *cap, size_t size,
		  size_t first)
{
	if (n < *cap)
		return v;
	size_t c = *cap ? 2 * *cap : first;

	if (used(s->out) - n * size + c * size > s->budget) {
		s->out->over = true;
		return NULL;
	}
	v = xrealloc(v, c * size);
	*cap = c;	/* once the array has it (buf.h) */
	return v;
}

/*
 * Room for one more token in *v (code or directives, n held, room for
 * *cap), or false: the scan is over (TOKEN_BUDGET).
 */
static bool tokens_grow(Scan *s, Token **v, size_t n, size_t *cap,
			size_t first)
{
	Token *t = room(s, *v, n, cap, sizeof(*t), first);

	if (!t)
		return false;
	*v = t;
	return true;
}

/*
 * Room for one more mark of each kind after the last token: a mark is
 * written before it is known to be one (emit), so each list keeps a
 * free place.
 */
static NOINLINE void marks_grow(Scan *s)
{
	Tokens *o = s->out;

	for (int k = 0; k < TM_NMARK; k++) {
		uint32_t *v = room(s, o->mark[k], o->nmark[k], &o->capmark[k],
				   sizeof(*v), 1024);

		if (!v)
			return;
		o->mark[k] = v;
	}
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

/*
 * A directive whose '#' is at pos, its tokens from pp[first] (end: to
 * come); false when the scan is over.
 */
static bool add_directive(Scan *s, uint32_t first, uint32_t end, size_t pos)
{
	Tokens *o = s->out;
	PpRange *v = room(s, o->dir, o->ndir, &o->capdir, sizeof(*v), 64);

	if (!v)
		return false;
	o->dir = v;
	o->dir[o->ndir++] = (PpRange){ first, end, (uint32_t)pos };
	return true;
}

static void start_directive(Scan *s, size_t pos)
{
	if (!add_directive(s, (uint32_t)s->out->npp, 0, pos))
		return;
	for (int k = 0; k < 3; k++)
		s->pp[k].n = 0;
	s->in_pp = true;
}

/* Close the directive's range with a TK_EOF at pos. */
static void end_directive(Scan *s, size_t pos, uint32_t line)
{
	Tokens *o = s->out;

	s->in_pp = false;
	if (!tokens_grow(s, &o->pp, o->npp, &o->cappp, 256))
		return;
	o->pp[o->npp++] = (Token){ (uint32_t)pos, 0, line, TOKEN_NO_MATCH,
				   TK_EOF, P_NONE, KW_NONE, TF_PP };
	o->dir[o->ndir - 1].end = (uint32_t)(o->npp - 1);
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
		start_directive(s, t.off);	/* if the scan is over, not in_pp */
	if (s->in_pp) {
		if (!tokens_grow(s, &o->pp, o->npp, &o->cappp, 256))
			return;
		t.flags |= TF_PP;
		o->pp[o->npp] = t;
		if (bracket)
			match(s->pp, o->pp, (uint32_t)o->npp);
		o->npp++;
	} else {
		uint32_t i = (uint32_t)o->n;

		if (o->n == o->cap &&
		    !tokens_grow(s, &o->v, o->n, &o->cap, 1024))
			return;
		o->v[i] = t;
		o->mark[TM_BOL][o->nmark[TM_BOL]] = i;
		o->nmark[TM_BOL] += t.flags & TF_BOL;
		o->mark[TM_KEYWORD][o->nmark[TM_KEYWORD]] = i;
		o->nmark[TM_KEYWORD] += token_marks_keyword(t.kw);
		if (bracket || t.p == P_STAR) {
			o->mark[TM_BRACKET][o->nmark[TM_BRACKET]++] = i;
			if (bracket)
				match(s->code, o->v, i);
		}
		o->n++;
		if (o->nmark[TM_BOL] == o->capmark[TM_BOL] ||
		    o->nmark[TM_KEYWORD] == o->capmark[TM_KEYWORD] ||
		    o->nmark[TM_BRACKET] == o->capmark[TM_BRACKET])
			marks_grow(s);
	}
}

/*
 * Keywords by a perfect hash: kw_hash puts no two of them in one slot, so
 * a name is looked up with one probe and one comparison of 24 bytes (the
 * name and the LEX_PAD bytes after it, masked to its length) in three
 * words: no loop and no call to memcmp.  The multipliers were found by
 * scripts/kw-hash.py, which also prints kw_slot: run it when a new
 * keyword collides (test_lex's token:keywords fails then).
 */
typedef struct KwEntry {
	char name[24];		/* NUL-padded */
	uint8_t len;
	uint8_t kw;
} KwEntry;

/* Entry 0 is no keyword: the entry of the empty slots. */
static const KwEntry kw_entries[] = {
	{ "", 0, KW_NONE },
	{ "bool", 4, KW_TYPE },
	{ "_Complex", 8, KW_TYPE },
	{ "_Bool", 5, KW_TYPE },
	{ "asm", 3, KW_ATTRIBUTE },
	{ "__builtin_va_list", 17, KW_TYPE },
	{ "extern", 6, KW_QUAL },
	{ "do", 2, KW_DO },
	{ "enum", 4, KW_ENUM },
	{ "union", 5, KW_UNION },
	{ "thread_local", 12, KW_QUAL },
	{ "_Noreturn", 9, KW_QUAL },
	{ "char", 4, KW_TYPE },
	{ "typeof_unqual", 13, KW_TYPEOF },
	{ "__typeof__", 10, KW_TYPEOF },
	{ "auto", 4, KW_QUAL },
	{ "_Thread_local", 13, KW_QUAL },
	{ "goto", 4, KW_GOTO },
	{ "__asm__", 7, KW_ATTRIBUTE },
	{ "__inline__", 10, KW_QUAL },
	{ "__alignof__", 11, KW_ALIGNOF },
	{ "return", 6, KW_RETURN },
	{ "__signed__", 10, KW_TYPE },
	{ "for", 3, KW_FOR },
	{ "if", 2, KW_IF },
	{ "void", 4, KW_TYPE },
	{ "__attribute__", 13, KW_ATTRIBUTE },
	{ "double", 6, KW_TYPE },
	{ "__extension__", 13, KW_EXTENSION },
	{ "__restrict__", 12, KW_QUAL },
	{ "__typeof_unqual__", 17, KW_TYPEOF },
	{ "int", 3, KW_TYPE },
	{ "_Atomic", 7, KW_QUAL },
	{ "alignas", 7, KW_ATTRIBUTE },
	{ "default", 7, KW_DEFAULT },
	{ "__volatile__", 12, KW_QUAL },
	{ "__signed", 8, KW_TYPE },
	{ "while", 5, KW_WHILE },
	{ "false", 5, KW_FALSE },
	{ "define", 6, KW_DEFINE },
	{ "inline", 6, KW_QUAL },
	{ "_Alignas", 8, KW_ATTRIBUTE },
	{ "signed", 6, KW_TYPE },
	{ "static", 6, KW_QUAL },
	{ "case", 4, KW_CASE },
	{ "else", 4, KW_ELSE },
	{ "unsigned", 8, KW_TYPE },
	{ "const", 5, KW_QUAL },
	{ "sizeof", 6, KW_SIZEOF },
	{ "typeof", 6, KW_TYPEOF },
	{ "float", 5, KW_TYPE },
	{ "__declspec", 10, KW_ATTRIBUTE },
	{ "__volatile", 10, KW_QUAL },
	{ "short", 5, KW_TYPE },
	{ "true", 4, KW_TRUE },
	{ "alignof", 7, KW_ALIGNOF },
	{ "continue", 8, KW_CONTINUE },
	{ "typedef", 7, KW_TYPEDEF },
	{ "__inline", 8, KW_QUAL },
	{ "__thread", 8, KW_QUAL },
	{ "long", 4, KW_TYPE },
	{ "register", 8, KW_QUAL },
	{ "_Alignof", 8, KW_ALIGNOF },
	{ "__const", 7, KW_QUAL },
	{ "__int128", 8, KW_TYPE },
	{ "__alignof", 9, KW_ALIGNOF },
	{ "struct", 6, KW_STRUCT },
	{ "__typeof", 8, KW_TYPEOF },
	{ "restrict", 8, KW_QUAL },
	{ "static_assert", 13, KW_STATIC_ASSERT },
	{ "volatile", 8, KW_QUAL },
	{ "_Static_assert", 14, KW_STATIC_ASSERT },
	{ "break", 5, KW_BREAK },
	{ "__attribute", 11, KW_ATTRIBUTE },
	{ "__restrict", 10, KW_QUAL },
	{ "switch", 6, KW_SWITCH },
	{ "__asm", 5, KW_ATTRIBUTE },
};

/* Each keyword's slot holds its index in kw_entries. */
static const uint8_t kw_slot[512] = {
	[28] = 1, [31] = 2, [48] = 3, [63] = 4, [86] = 5, [87] = 6, [89] = 7,
	[102] = 8, [104] = 9, [134] = 10, [150] = 11, [155] = 12, [157] = 13,
	[160] = 14, [162] = 15, [166] = 16, [168] = 17, [175] = 18, [184] = 19,
	[195] = 20, [196] = 21, [214] = 22, [219] = 23, [237] = 24, [244] = 25,
	[253] = 26, [265] = 27, [283] = 28, [284] = 29, [285] = 30, [286] = 31,
	[291] = 32, [293] = 33, [295] = 34, [296] = 35, [301] = 36, [303] = 37,
	[304] = 38, [307] = 39, [312] = 40, [314] = 41, [317] = 42, [318] = 43,
	[320] = 44, [322] = 45, [323] = 46, [326] = 47, [333] = 48, [334] = 49,
	[335] = 50, [342] = 51, [346] = 52, [348] = 53, [349] = 54, [350] = 55,
	[352] = 56, [357] = 57, [366] = 58, [367] = 59, [369] = 60, [370] = 61,
	[371] = 62, [374] = 63, [375] = 64, [406] = 65, [407] = 66, [425] = 67,
	[434] = 68, [436] = 69, [437] = 70, [439] = 71, [468] = 72, [471] = 73,
	[473] = 74, [493] = 75, [511] = 76,
};

static unsigned kw_hash(const char *s, size_t n)
{
	return ((unsigned char)s[0] + (unsigned char)s[n / 2] * 6u +
		(unsigned char)s[n - 1] * 35u + (unsigned)n * 23u) & 511u;
}

static uint64_t word(const void *p)
{
	uint64_t w;

	memcpy(&w, p, 8);
	return w;
}

/* Row n: n bytes set, then clear; row 0 for the lengths of no keyword. */
static const unsigned char kw_mask[18][24] = {
	[2] = { [0 ... 1] = 0xff },
	[3] = { [0 ... 2] = 0xff },
	[4] = { [0 ... 3] = 0xff },
	[5] = { [0 ... 4] = 0xff },
	[6] = { [0 ... 5] = 0xff },
	[7] = { [0 ... 6] = 0xff },
	[8] = { [0 ... 7] = 0xff },
	[9] = { [0 ... 8] = 0xff },
	[10] = { [0 ... 9] = 0xff },
	[11] = { [0 ... 10] = 0xff },
	[12] = { [0 ... 11] = 0xff },
	[13] = { [0 ... 12] = 0xff },
	[14] = { [0 ... 13] = 0xff },
	[15] = { [0 ... 14] = 0xff },
	[16] = { [0 ... 15] = 0xff },
	[17] = { [0 ... 16] = 0xff },
};

/*
 * By a name's first byte, the lengths of the keywords that start with
 * it, a bit each (scripts/kw-hash.py prints it with kw_slot): most names
 * are no keyword by these two alone.
 */
static const uint32_t kw_lengths[256] = {
	['_'] = 0x27fa0, ['a'] = 0x98, ['b'] = 0x30, ['c'] = 0x130,
	['d'] = 0xc4, ['e'] = 0x50, ['f'] = 0x28, ['g'] = 0x10, ['i'] = 0x4c,
	['l'] = 0x10, ['r'] = 0x140, ['s'] = 0x2060, ['t'] = 0x30d0,
	['u'] = 0x120, ['v'] = 0x110, ['w'] = 0x20,
};

/*
 * The keyword s[0 .. n) is, or KW_NONE; n >= 1, and LEX_PAD bytes follow
 * s + n.  A name that passes kw_lengths is looked up without a branch,
 * and a name of another length matches no entry.
 */
static Keyword keyword(const char *s, size_t n)
{
	if (n >= 32 || !(kw_lengths[(unsigned char)s[0]] >> n & 1))
		return KW_NONE;
	const KwEntry *e = &kw_entries[kw_slot[kw_hash(s, n)]];
	const unsigned char *m = kw_mask[n < 18 ? n : 0];
	uint64_t diff = ((word(s) & word(m)) ^ word(e->name)) |
			((word(s + 8) & word(m + 8)) ^ word(e->name + 8)) |
			((word(s + 16) & word(m + 16)) ^ word(e->name + 16)) |
			(e->len ^ n);

	return (Keyword)(e->kw & (uint8_t)-(diff == 0));
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

/*
 * The first '\n' of b at q or after (len if none), and in *seen whether
 * the byte c comes before it (c is '\0': the padding's zeros may say
 * so).  Most directives are one short line: sixteen bytes at a time,
 * where memchr for the line end and memchr again for c would be two calls
 * a line.  LEX_PAD bytes are readable after len.
 */
static size_t line_end(const char *b, size_t len, size_t q, char c, bool *seen)
{
#ifdef __SSE2__
	for (; q < len; q += 16) {
		__m128i x = _mm_loadu_si128((const __m128i *)(const void *)(b + q));
		unsigned nl = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8('\n')));
		unsigned at = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8(c)));

		if (nl) {
			*seen |= (at & (nl ^ (nl - 1))) != 0;
			q += (size_t)__builtin_ctz(nl);
			return q < len ? q : len;
		}
		*seen |= at != 0;
	}
	return len;
#else
	const char *nl = memchr(b + q, '\n', len - q);
	size_t e = nl ? (size_t)(nl - b) : len;

	*seen |= memchr(b + q, c, e - q) != NULL;
	return e;
#endif
}

/*
 * For token_scan_some, the directive whose '#' is at pos (first on its
 * line): if it is one to pass over, its range is recorded, *line moves
 * past its splices, and the result is its end (the line end that ends
 * it, or len); else 0, and it is split as token_scan would split it.
 * It is passed over only when no comment, literal or CR makes its end a
 * question: then its end is the first line end not spliced, as the
 * scan would find it, since a backslash there can only start a splice.
 */
static size_t pass_directive(Scan *s, size_t pos, uint32_t *line)
{
	const char *b = s->buf;
	size_t q = pos, e;
	uint32_t splices = 0;
	bool first = false;	/* keep's first byte is on the lines */

	if (s->has_cr)
		return 0;
	for (;;) {
		size_t j;

		e = line_end(b, s->len, q, s->keep[0], &first);
		for (j = e; j > q && (b[j - 1] == ' ' || b[j - 1] == '\t'); j--)
			;
		if (e == s->len || j == q || b[j - 1] != '\\')
			break;
		splices++;
		q = e + 1;
	}
	while (s->ncs > 0 && s->cs->c.start < pos)
		s->cs++, s->ncs--;
	if ((s->ncs > 0 && s->cs->c.start < e) || next_literal(s, pos) < e ||
	    (first && *s->keep && memmem(b + pos, e - pos, s->keep, strlen(s->keep))))
		return 0;
	if (!add_directive(s, (uint32_t)s->out->npp, (uint32_t)s->out->npp, pos))
		return 0;
	*line += splices;
	return e;
}

/* The unmatched brackets of a scan, which is over or abandoned. */
static void forget_stacks(void *scan)
{
	Scan *s = scan;

	for (int k = 0; k < 3; k++) {
		free(s->code[k].v);
		free(s->pp[k].v);
	}
}

void token_scan(const char *buf, size_t len, const FileComments *fc,
		Tokens *out)
{
	token_scan_some(buf, len, fc, out, NULL);
}

void token_scan_some(const char *buf, size_t len, const FileComments *fc,
		     Tokens *out, const char *keep)
{
	Scan s = { .buf = buf, .len = len, .cs = fc->v, .ncs = fc->n,
		   .lit = fc->lit, .nlit = fc->nlit, .out = out, .keep = keep,
		   .has_cr = fc->has_cr, .budget = TOKEN_BUDGET(len) };
	const unsigned char *b = (const unsigned char *)buf;
	size_t pos = 0, start, end;
	uint32_t line = 1;
	uint8_t flags = TF_BOL;
	Block blk = { SIZE_MAX, 0, 0 };
	MemHold hold;

	out->n = out->npp = out->ndir = 0;
	out->over = false;
	for (int k = 0; k < TM_NMARK; k++)
		out->nmark[k] = 0;
	/*
	 * Room for a token per six bytes from the start, about the kernel's
	 * average, so that the array of a large file is not copied at each
	 * doubling; up to TOKEN_ROOM_MAX, beyond which the array grows as
	 * the tokens come (a file of few tokens, most of its bytes NULs or
	 * comments, is not given 5 bytes of room a byte).
	 */
	size_t room = len / 6 + 1024 < TOKEN_ROOM_MAX ? len / 6 + 1024 : TOKEN_ROOM_MAX;

	if (out->cap < room) {
		/*
		 * Nothing to keep: not a realloc, which would copy the old
		 * array.  At least twice the old room, so that files ever
		 * larger cost a few new arrays, not one each (a new array is
		 * memory the system must clear).
		 */
		size_t cap = room > 2 * out->cap ? room : 2 * out->cap;

		free(out->v);
		out->v = NULL;	/* nothing freed is left behind (buf.h) */
		out->cap = 0;
		out->v = xmalloc_plain(cap * sizeof(*out->v));
		out->cap = cap;
	}
	for (int k = 0; k < TM_NMARK; k++)
		if (!out->capmark[k]) {
			out->mark[k] = xmalloc_plain(1024 * sizeof(*out->mark[k]));
			out->capmark[k] = 1024;
		}
	mem_hold(&hold, forget_stacks, &s);
	while (pos < len && !out->over) {
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
			/* '#' alone first on its line opens a directive; "##" does not */
			if (c == '#' && b[pos + 1] != '#' && (flags & TF_BOL) && s.keep &&
			    (end = pass_directive(&s, pos, &line))) {
				pos = end;
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
			/*
			 * A run of bytes no C token holds (NUL, a control
			 * byte, '@', '`') is one token: 500 MB of NULs after
			 * some code made 500 million, 16 GB of them.
			 */
			while (++pos < len && cclass[b[pos]] == C_OTHER)
				;
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
	bool over = out->over;

	if (over) {	/* nothing to read, but the TK_EOF, which v has room for */
		out->n = out->npp = out->ndir = 0;
		for (int k = 0; k < TM_NMARK; k++)
			out->nmark[k] = 0;
		pos = len;
	}
	flags = 0;
	start = len;
	emit(&s, TOKEN(TK_EOF, P_NONE, KW_NONE));
	out->over = over;
	mem_let_go(&hold);
	forget_stacks(&s);
}

void token_free(Tokens *t)
{
	for (int k = 0; k < TM_NMARK; k++)
		free(t->mark[k]);
	free(t->v);
	free(t->pp);
	free(t->dir);
	memset(t, 0, sizeof(*t));
}

bool token_may_be_type(const Token *v, size_t from, size_t to)
{
	size_t i = from;

	while (i < to && v[i].kind == TK_IDENT &&
	       (v[i].kw == KW_NONE || v[i].kw == KW_TYPE || v[i].kw == KW_QUAL ||
		v[i].kw == KW_STRUCT || v[i].kw == KW_UNION || v[i].kw == KW_ENUM))
		i++;
	if (i == from)
		return false;
	while (i < to && (token_is(&v[i], P_STAR) ||
			  (v[i].kind == TK_IDENT && v[i].kw == KW_QUAL)))
		i++;
	return i == to;
}

bool token_begins_operand(const Token *t)
{
	switch (t->kind) {
	case TK_NUM: case TK_STR: case TK_CHAR:
		return true;
	case TK_IDENT:
		return t->kw == KW_NONE || t->kw == KW_SIZEOF || t->kw == KW_ALIGNOF ||
		       t->kw == KW_TRUE || t->kw == KW_FALSE;
	case TK_PUNCT:
		switch (t->p) {
		case P_AMP: case P_STAR: case P_MINUS: case P_PLUS: case P_TILDE:
		case P_NOT: case P_LPAREN: case P_LBRACE: case P_INC: case P_DEC:
			return true;
		default:
			return false;
		}
	default:
		return false;
	}
}

size_t token_index_from(const Tokens *t, size_t off)
{
	return token_first_at(t->v, 0, t->n - 1, off);
}

size_t token_first_at(const Token *v, size_t lo, size_t hi, size_t off)
{
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (v[mid].off < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * Whether the literal k ends with its closing quote: the lexer ends an
 * unterminated one with its line, and a ')' put after it would join it.
 */
static bool closed(const char *buf, const Token *k)
{
	const char *p = buf + k->off, *e = p + k->len;
	size_t slashes = 0;

	if (k->len < 2 || (e[-1] != '"' && e[-1] != '\''))
		return false;
	while (e - 1 - (ptrdiff_t)slashes > p && e[-2 - (ptrdiff_t)slashes] == '\\')
		slashes++;
	return memchr(p, e[-1], k->len - 1) && slashes % 2 == 0;
}

/* Whether k is a name or literal that an operand may start with. */
static bool primary(const char *buf, const Token *k, const char **why)
{
	if (k->kind == TK_NUM)
		return true;
	if (k->kind == TK_STR || k->kind == TK_CHAR) {
		if (!closed(buf, k))
			*why = "an unterminated literal";
		return closed(buf, k);
	}
	if (k->kind != TK_IDENT || k->kw != KW_NONE) {
		*why = token_is(k, P_LPAREN) ? "a cast, a compound literal or "
		       "parentheses in the operand" : "the operand is not a name, "
		       "a literal or a postfix expression";
		return false;
	}
	if (!token_has_lower(buf, k)) {
		*why = "a name in capitals may be a macro for any expression";
		return false;
	}
	return true;
}

size_t token_sizeof_operand(const char *buf, const Token *v, size_t i,
			    bool *shape, const char **why)
{
	*shape = false;
	while (v[i].kind == TK_PUNCT &&
	       (v[i].p == P_STAR || v[i].p == P_AMP || v[i].p == P_MINUS ||
		v[i].p == P_PLUS || v[i].p == P_NOT || v[i].p == P_TILDE)) {
		*shape = true;
		i++;
	}
	if (!primary(buf, &v[i], why))
		return SIZE_MAX;
	*shape |= v[i].kind != TK_IDENT;
	while (v[i].kind == TK_STR && v[i + 1].kind == TK_STR)
		if (!primary(buf, &v[++i], why))	/* each one closed */
			return SIZE_MAX;
	for (;;) {
		const Token *n = &v[i + 1];

		if ((token_is(n, P_LBRACK) || token_is(n, P_LPAREN)) &&
		    n->match != TOKEN_NO_MATCH && n->match > i + 1) {
			i = n->match;
		} else if ((token_is(n, P_DOT) || token_is(n, P_ARROW)) &&
			   v[i + 2].kind == TK_IDENT && v[i + 2].kw == KW_NONE) {
			*shape = true;
			i += 2;
		} else if (token_is(n, P_INC) || token_is(n, P_DEC)) {
			*shape = true;
			i++;
		} else {
			return i;
		}
	}
}

bool token_postfix(const Token *k)
{
	return token_is(k, P_LBRACK) || token_is(k, P_LPAREN) ||
	       token_is(k, P_DOT) || token_is(k, P_ARROW) ||
	       token_is(k, P_INC) || token_is(k, P_DEC);
}
