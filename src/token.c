/*
 * token: split a C buffer into the tokens the expression parser reads.
 *
 * The comments come from the exact lexer (comment_collect): when the scan
 * reaches the next comment's offset it jumps to its end, so comments are
 * neither scanned twice nor ever judged differently from the census.
 * Everything else is classified through a 256-entry byte table.  Tokens
 * of preprocessing directives (a '#' first on its line, up to the next
 * newline that is not spliced) go to an array of their own, one closed
 * range per directive, so that the code parser never sees them and a
 * #define body can be parsed on its own.  Bracket matching runs per
 * array and per bracket kind.
 */
#include "token.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"

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

typedef struct Scan {
	const char *buf;
	size_t len, pos;
	uint32_t line;
	const FileComment *cs;	/* comments still ahead */
	size_t ncs;
	Tokens *out;
	bool in_pp;		/* inside a directive */
	uint8_t flags;		/* TF_BOL / TF_SPACE for the next token */
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
static void match(Stack *open, Token *v, uint32_t i)
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

/* Close the directive's range with a TK_EOF. */
static void end_directive(Scan *s)
{
	Token *t = new_token(s);

	*t = (Token){ (uint32_t)s->pos, 0, s->line, TOKEN_NO_MATCH, TK_EOF,
		      P_NONE, KW_NONE, TF_PP };
	s->out->dir[s->out->ndir - 1].end = (uint32_t)(s->out->npp - 1);
	s->in_pp = false;
}

static void emit_slow(Scan *s, size_t start, TokenKind kind, Punct p,
		      Keyword kw)
{
	Token *t;

	if (kind == TK_PUNCT && p == P_HASH && (s->flags & TF_BOL))
		start_directive(s);
	t = new_token(s);
	*t = (Token){ (uint32_t)start, (uint32_t)(s->pos - start), s->line,
		      TOKEN_NO_MATCH, (uint8_t)kind, (uint8_t)p, (uint8_t)kw,
		      (uint8_t)(s->flags | (s->in_pp ? TF_PP : 0)) };
	s->flags = 0;
	if (kind != TK_PUNCT)
		return;
	if (s->in_pp)
		match(s->pp, s->out->pp, (uint32_t)(s->out->npp - 1));
	else
		match(s->code, s->out->v, (uint32_t)(s->out->n - 1));
}

/* A token of the code from start to pos; directives go the slow way. */
static inline void emit(Scan *s, size_t start, TokenKind kind, Punct p,
			Keyword kw)
{
	Tokens *o = s->out;

	if (s->in_pp || o->n == o->cap || (p == P_HASH && (s->flags & TF_BOL)) ||
	    (p >= P_LPAREN && p <= P_RBRACE)) {
		emit_slow(s, start, kind, p, kw);
		return;
	}
	o->v[o->n++] = (Token){ (uint32_t)start, (uint32_t)(s->pos - start),
				s->line, TOKEN_NO_MATCH, (uint8_t)kind,
				(uint8_t)p, (uint8_t)kw, s->flags };
	s->flags = 0;
}

/*
 * Keywords by open addressing: slot kw_hash(name), then the next ones.
 * The slots were computed with that hash; a new keyword goes in the
 * first free slot from its hash on.
 */
static const struct {
	const char *name;
	uint8_t kw;
} kw_table[512] = {
	[20] = { "__inline", KW_QUAL },
	[21] = { "__int128", KW_TYPE },
	[26] = { "default", KW_DEFAULT },
	[28] = { "__declspec", KW_ATTRIBUTE },
	[29] = { "typeof", KW_TYPEOF },
	[32] = { "alignas", KW_ATTRIBUTE },
	[36] = { "typedef", KW_TYPEDEF },
	[50] = { "__signed__", KW_TYPE },
	[58] = { "_Atomic", KW_QUAL },
	[71] = { "_Bool", KW_TYPE },
	[72] = { "__extension__", KW_EXTENSION },
	[91] = { "__typeof", KW_TYPEOF },
	[93] = { "continue", KW_CONTINUE },
	[100] = { "extern", KW_QUAL },
	[102] = { "unsigned", KW_TYPE },
	[109] = { "__const", KW_QUAL },
	[110] = { "define", KW_DEFINE },
	[114] = { "__asm__", KW_ATTRIBUTE },
	[119] = { "__thread", KW_QUAL },
	[132] = { "__restrict__", KW_QUAL },
	[139] = { "void", KW_TYPE },
	[143] = { "__attribute", KW_ATTRIBUTE },
	[145] = { "union", KW_UNION },
	[146] = { "signed", KW_TYPE },
	[147] = { "_Complex", KW_TYPE },
	[157] = { "bool", KW_TYPE },
	[162] = { "__builtin_va_list", KW_TYPE },
	[166] = { "__volatile__", KW_QUAL },
	[180] = { "while", KW_WHILE },
	[189] = { "if", KW_IF },
	[190] = { "asm", KW_ATTRIBUTE },
	[202] = { "const", KW_QUAL },
	[203] = { "short", KW_TYPE },
	[214] = { "do", KW_DO },
	[215] = { "__restrict", KW_QUAL },
	[216] = { "false", KW_FALSE },
	[220] = { "auto", KW_QUAL },
	[235] = { "case", KW_CASE },
	[244] = { "restrict", KW_QUAL },
	[245] = { "static", KW_QUAL },
	[255] = { "register", KW_QUAL },
	[259] = { "switch", KW_SWITCH },
	[263] = { "return", KW_RETURN },
	[265] = { "inline", KW_QUAL },
	[284] = { "true", KW_TRUE },
	[292] = { "for", KW_FOR },
	[297] = { "else", KW_ELSE },
	[312] = { "struct", KW_STRUCT },
	[313] = { "float", KW_TYPE },
	[348] = { "__asm", KW_ATTRIBUTE },
	[355] = { "enum", KW_ENUM },
	[356] = { "__typeof_unqual__", KW_TYPEOF },
	[357] = { "volatile", KW_QUAL },
	[359] = { "__volatile", KW_QUAL },
	[374] = { "int", KW_TYPE },
	[398] = { "_Static_assert", KW_STATIC_ASSERT },
	[406] = { "goto", KW_GOTO },
	[409] = { "__typeof__", KW_TYPEOF },
	[435] = { "long", KW_TYPE },
	[444] = { "__signed", KW_TYPE },
	[447] = { "_Noreturn", KW_QUAL },
	[450] = { "_Alignof", KW_ALIGNOF },
	[451] = { "__alignof__", KW_ALIGNOF },
	[452] = { "_Thread_local", KW_QUAL },
	[477] = { "__inline__", KW_QUAL },
	[480] = { "char", KW_TYPE },
	[489] = { "_Alignas", KW_ATTRIBUTE },
	[491] = { "__alignof", KW_ALIGNOF },
	[498] = { "__attribute__", KW_ATTRIBUTE },
	[499] = { "thread_local", KW_QUAL },
	[500] = { "static_assert", KW_STATIC_ASSERT },
	[503] = { "break", KW_BREAK },
	[504] = { "double", KW_TYPE },
	[505] = { "alignof", KW_ALIGNOF },
	[506] = { "typeof_unqual", KW_TYPEOF },
	[510] = { "sizeof", KW_SIZEOF },
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
		if (kw_table[h].name[0] == s[0] && kw_table[h].name[1] == s[1] &&
		    strncmp(kw_table[h].name, s, n) == 0 &&
		    kw_table[h].name[n] == '\0')
			return kw_table[h].kw;
	return KW_NONE;
}

/* Whether a splice (backslash, optional blanks, line end) starts at i. */
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
 * A string or character literal opened at pos; it ends at its quote or
 * at a line end.  Line splices are removed before escapes are read (a
 * backslash escapes the next character after any splices), as the
 * lexer does: "\\" then a line end is a backslash escaping the first
 * character of the next line.
 */
static void scan_literal(Scan *s)
{
	const char *b = s->buf;
	char q = b[s->pos];
	size_t i = s->pos + 1, sp;
	bool escaped = false;

	while (i < s->len) {
		sp = splice_len(b, s->len, i);
		if (sp) {
			s->line++;
			i += sp;
			continue;
		}
		if (b[i] == '\n' || b[i] == '\r')
			break;	/* unterminated: the lexer warned already */
		if (escaped)
			escaped = false;
		else if (b[i] == q)
			break;
		else if (b[i] == '\\')
			escaped = true;
		i++;
	}
	s->pos = i < s->len && b[i] == q ? i + 1 : i;
}

/* A preprocessing number from pos. */
static void scan_number(Scan *s)
{
	const char *b = s->buf;
	size_t i = s->pos + 1;

	for (; i < s->len; i++) {
		unsigned char c = (unsigned char)b[i];

		if (is_ident_byte(c) || c == '.')
			continue;
		if ((c == '+' || c == '-') && strchr("eEpP", b[i - 1]))
			continue;
		if (c == '\'' && i + 1 < s->len &&
		    is_ident_byte((unsigned char)b[i + 1]))
			continue;	/* a digit separator */
		break;
	}
	s->pos = i;
}

/* The end of the identifier at pos: the LEX_PAD zeros after the buffer stop it. */
static size_t scan_ident(Scan *s)
{
	const unsigned char *b = (const unsigned char *)s->buf;
	size_t i = s->pos + 1;

	while (ident_byte[b[i]])
		i++;
	return i < s->len ? i : s->len;
}

/* The punctuator at pos: its kind, and pos moved past it. */
static Punct scan_punct(Scan *s)
{
	const char *b = s->buf + s->pos;
	char c = b[0], d = b[1], e = b[2];	/* LEX_PAD bytes follow */
	Punct p = P_OTHER;
	size_t n = 1;

	switch (c) {
	case '(': p = P_LPAREN; break;
	case ')': p = P_RPAREN; break;
	case '[': p = P_LBRACK; break;
	case ']': p = P_RBRACK; break;
	case '{': p = P_LBRACE; break;
	case '}': p = P_RBRACE; break;
	case ';': p = P_SEMI; break;
	case ',': p = P_COMMA; break;
	case '?': p = P_QUESTION; break;
	case ':': p = P_COLON; break;
	case '~': p = P_TILDE; break;
	case '.':
		if (d == '.' && e == '.')
			p = P_ELLIPSIS, n = 3;
		else
			p = P_DOT;
		break;
	case '#':
		if (d == '#')
			p = P_HASHHASH, n = 2;
		else
			p = P_HASH;
		break;
	case '=':
		if (d == '=')
			p = P_EQ, n = 2;
		else
			p = P_ASSIGN;
		break;
	case '!':
		if (d == '=')
			p = P_NE, n = 2;
		else
			p = P_NOT;
		break;
	case '-':
		if (d == '>')
			p = P_ARROW, n = 2;
		else if (d == '-')
			p = P_DEC, n = 2;
		else if (d == '=')
			p = P_ASSIGN_OP, n = 2;
		else
			p = P_MINUS;
		break;
	case '+':
		if (d == '+')
			p = P_INC, n = 2;
		else if (d == '=')
			p = P_ASSIGN_OP, n = 2;
		else
			p = P_PLUS;
		break;
	case '&':
		if (d == '&')
			p = P_ANDAND, n = 2;
		else if (d == '=')
			p = P_ASSIGN_OP, n = 2;
		else
			p = P_AMP;
		break;
	case '|':
		if (d == '|')
			p = P_OROR, n = 2;
		else if (d == '=')
			p = P_ASSIGN_OP, n = 2;
		else
			p = P_PIPE;
		break;
	case '<':
		if (d == '<' && e == '=')
			p = P_ASSIGN_OP, n = 3;
		else if (d == '<')
			p = P_SHL, n = 2;
		else if (d == '=')
			p = P_LE, n = 2;
		else
			p = P_LT;
		break;
	case '>':
		if (d == '>' && e == '=')
			p = P_ASSIGN_OP, n = 3;
		else if (d == '>')
			p = P_SHR, n = 2;
		else if (d == '=')
			p = P_GE, n = 2;
		else
			p = P_GT;
		break;
	case '*': p = d == '=' ? (n = 2, P_ASSIGN_OP) : P_STAR; break;
	case '/': p = d == '=' ? (n = 2, P_ASSIGN_OP) : P_SLASH; break;
	case '%': p = d == '=' ? (n = 2, P_ASSIGN_OP) : P_PERCENT; break;
	case '^': p = d == '=' ? (n = 2, P_ASSIGN_OP) : P_CARET; break;
	}
	if (s->pos + n > s->len)
		n = 1;
	s->pos += n;
	return p;
}

/* A line ends at pos (its bytes already passed): a directive ends with it. */
static void newline(Scan *s)
{
	s->line++;
	s->flags = TF_BOL | TF_SPACE;
	if (s->in_pp)
		end_directive(s);
}

/* Jump over the comment starting at pos, if the lexer found one there. */
static bool skip_comment(Scan *s)
{
	while (s->ncs > 0 && s->cs->c.start < s->pos)
		s->cs++, s->ncs--;
	if (s->ncs == 0 || s->cs->c.start != s->pos)
		return false;
	s->pos = s->cs->c.end;
	s->line = s->cs->c.end_line;
	s->flags |= TF_SPACE;
	s->cs++, s->ncs--;
	return true;
}

static void scan_one(Scan *s)
{
	const char *b = s->buf;
	size_t start = s->pos, sp, end;
	unsigned char c = (unsigned char)b[start];

	switch (cclass[c]) {
	case C_SPACE:
		do
			s->pos++;
		while (cclass[(unsigned char)b[s->pos]] == C_SPACE);
		s->flags |= TF_SPACE;
		return;
	case C_NL:
		s->pos++;
		newline(s);
		while (cclass[(unsigned char)b[s->pos]] == C_SPACE)
			s->pos++;	/* the indentation: LEX_PAD zeros stop it */
		return;
	case C_CR:
		s->pos += 1 + (start + 1 < s->len && b[start + 1] == '\n');
		newline(s);
		return;
	case C_BACKSLASH:
		sp = splice_len(b, s->len, start);
		if (sp) {
			s->pos += sp;
			s->line++;
			s->flags |= TF_SPACE;
			return;
		}
		s->pos++;
		emit(s, start, TK_PUNCT, P_OTHER, KW_NONE);
		return;
	case C_IDENT:
		end = scan_ident(s);
		if (end < s->len && (b[end] == '"' || b[end] == '\'') &&
		    (end - start == 1 ? strchr("LuU", c) != NULL :
		     end - start == 2 && c == 'u' && b[start + 1] == '8')) {
			s->pos = end;
			scan_literal(s);
			emit(s, start, b[end] == '"' ? TK_STR : TK_CHAR, P_NONE,
			     KW_NONE);
			return;
		}
		s->pos = end;
		emit(s, start, TK_IDENT, P_NONE, keyword(b + start, end - start));
		return;
	case C_DIGIT:
		scan_number(s);
		emit(s, start, TK_NUM, P_NONE, KW_NONE);
		return;
	case C_QUOTE:
		scan_literal(s);
		emit(s, start, c == '"' ? TK_STR : TK_CHAR, P_NONE, KW_NONE);
		return;
	case C_PUNCT:
		if (c == '/' && skip_comment(s))
			return;	/* the opener may be spliced: the lexer knows */
		if (c == '.' && cclass[(unsigned char)b[start + 1]] == C_DIGIT) {
			scan_number(s);
			emit(s, start, TK_NUM, P_NONE, KW_NONE);
			return;
		}
		emit(s, start, TK_PUNCT, scan_punct(s), KW_NONE);
		return;
	default:
		s->pos++;
		emit(s, start, TK_PUNCT, P_OTHER, KW_NONE);
		return;
	}
}

void token_scan(const char *buf, size_t len, const FileComment *cs,
		size_t ncs, Tokens *out)
{
	Scan s = { .buf = buf, .len = len, .line = 1, .cs = cs, .ncs = ncs,
		   .out = out, .flags = TF_BOL };

	out->n = out->npp = out->ndir = 0;
	while (s.pos < len)
		scan_one(&s);
	if (s.in_pp)
		end_directive(&s);
	s.flags = 0;
	emit(&s, len, TK_EOF, P_NONE, KW_NONE);
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
