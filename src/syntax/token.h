/*
 * token: the tokens of a C source buffer, for the expression rules.
 */
#ifndef UNIFORM_TOKEN_H
#define UNIFORM_TOKEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "syntax/comment.h"

typedef enum TokenKind {
	TK_EOF,			/* past the last token of a range */
	TK_IDENT,		/* identifier (keywords too: see Token.kw) */
	TK_NUM,			/* preprocessing number */
	TK_STR,			/* string literal, prefix included */
	TK_CHAR,		/* character literal, prefix included */
	TK_PUNCT,		/* punctuator: see Token.p */
} TokenKind;

/* ORDER PUNCT: keep the table in token.c in step. */
typedef enum Punct {
	P_NONE,
	P_LPAREN, P_RPAREN, P_LBRACK, P_RBRACK, P_LBRACE, P_RBRACE,
	P_SEMI, P_COMMA, P_DOT, P_ARROW, P_ELLIPSIS, P_QUESTION, P_COLON,
	P_ASSIGN, P_ASSIGN_OP,	/* = and the compound assignments */
	P_OROR, P_ANDAND, P_PIPE, P_CARET, P_AMP,
	P_EQ, P_NE, P_LT, P_GT, P_LE, P_GE,
	P_SHL, P_SHR, P_PLUS, P_MINUS, P_STAR, P_SLASH, P_PERCENT,
	P_NOT, P_TILDE, P_INC, P_DEC, P_HASH, P_HASHHASH,
	P_OTHER,		/* a byte that is no C punctuator */
} Punct;

/* Keywords the parser cares about; ORDER KW: keep token.c in step. */
typedef enum Keyword {
	KW_NONE,
	KW_IF, KW_ELSE, KW_WHILE, KW_DO, KW_FOR, KW_SWITCH, KW_CASE,
	KW_DEFAULT, KW_RETURN, KW_GOTO, KW_BREAK, KW_CONTINUE,
	KW_SIZEOF, KW_ALIGNOF, KW_TYPEOF, KW_TYPEDEF,
	KW_STRUCT, KW_UNION, KW_ENUM,
	KW_TYPE,		/* void, int, bool, ...: names a type */
	KW_QUAL,		/* const, static, inline, ...: qualifies one */
	KW_ATTRIBUTE,		/* __attribute__, asm and friends: (...) follows */
	KW_EXTENSION,		/* __extension__: ignored */
	KW_STATIC_ASSERT,
	KW_TRUE, KW_FALSE,
	KW_DEFINE,		/* "define", meaningful after '#' only */
} Keyword;

enum {
	TF_BOL = 1,		/* first token of its physical line */
	TF_SPACE = 2,		/* blanks or a comment before it */
	TF_PP = 4,		/* part of a preprocessing directive */
};

#define TOKEN_NO_MATCH UINT32_MAX

typedef struct Token {
	uint32_t off;		/* byte offset of its first byte */
	uint32_t len;		/* bytes, line splices included */
	uint32_t line;		/* physical line of off, 1-based */
	uint32_t match;		/* index of the matching bracket, or NO_MATCH */
	uint8_t kind;		/* TokenKind */
	uint8_t p;		/* Punct, for TK_PUNCT */
	uint8_t kw;		/* Keyword, for TK_IDENT */
	uint8_t flags;		/* TF_* */
} Token;

/*
 * A directive's tokens: pp[first .. end) of the directive array, and
 * the offset of its '#'.  A directive token_scan_some did not keep has
 * first == end and no tokens, not even its TK_EOF.
 */
typedef struct PpRange {
	uint32_t first, end;
	uint32_t off;
} PpRange;

/*
 * The code tokens some readers look for, each kind a list of indices
 * into Tokens.v in order, made as the tokens are (the TK_EOF is in
 * none), so that such a reader passes over the rest without a walk.
 */
typedef enum TokenMark {
	TM_BRACKET,		/* (, ), [, ], {, } and '*' */
	TM_BOL,			/* the first of their physical lines (TF_BOL) */
	TM_KEYWORD,		/* the keywords token_marks_keyword names */
	TM_NMARK
} TokenMark;

/*
 * The keywords marked TM_KEYWORD: those a reader looks for (else,
 * sizeof, typedef), not every keyword, which would make the list of a
 * file a twelfth of its tokens (the kernel's: 9.6 million of 112 million)
 * and a walk over it one over many of them.
 */
static inline bool token_marks_keyword(unsigned kw)
{
	return (1u << KW_ELSE | 1u << KW_SIZEOF | 1u << KW_TYPEDEF) >> kw & 1;
}

typedef struct Tokens {
	Token *v;		/* code outside directives, then one TK_EOF */
	size_t n, cap;		/* n counts the TK_EOF */
	uint32_t *mark[TM_NMARK];	/* the code's tokens by TokenMark */
	size_t nmark[TM_NMARK], capmark[TM_NMARK];
	Token *pp;		/* tokens of directives, each range closed */
	size_t npp, cappp;
	PpRange *dir;		/* the directives, in order */
	size_t ndir, capdir;
	/*
	 * The scan stopped at TOKEN_BUDGET: v holds the TK_EOF alone and
	 * no directive is kept, so that a reader finds nothing to read.
	 */
	bool over;
} Tokens;

/* Largest buffer token offsets can describe. */
#define TOKEN_MAX_LEN ((size_t)UINT32_MAX - 1)

/*
 * The most bytes the arrays of one scan of len bytes may take: twice
 * the file and 64 MiB, so that fix, which holds the file, its fixed
 * text and the tokens of one, takes about four times the file's size
 * and a constant.  Code takes about 3.7 bytes of tokens a byte (a
 * token of 20 bytes per six, and their marks), which fits up to a file
 * of about 37 MB of code (the kernel's largest file of code is 2 MB;
 * its 24 MB register headers hold directives of about 2.5 bytes of
 * tokens a byte); 50 MB of ';' would take 20 bytes a byte, and is not
 * split but left (Tokens.over).
 */
#define TOKEN_BUDGET(len) (2 * (size_t)(len) + ((size_t)64 << 20))

/* Why a reader skips a file for Tokens.over, after "PATH: warning: ". */
#define TOKEN_OVER "more tokens than fit in twice the file's size and " \
	"64 MiB of memory"

/*
 * Split buf[0..len) (len <= TOKEN_MAX_LEN, with LEX_PAD readable bytes
 * after it) into tokens, or set out->over when they would take more
 * than TOKEN_BUDGET(len) bytes.  Where comments and literals are is taken from
 * fc, as comment_collect found them: comments are skipped and literals
 * made tokens without being scanned again, so the two readings of the
 * file cannot disagree.  Brackets are matched within
 * code and within each directive: (), [] and {} each on its own, so that
 * braces unbalanced by #if branches leave parentheses paired.
 */
void token_scan(const char *buf, size_t len, const FileComments *fc,
		Tokens *out);

/*
 * token_scan, but a directive of one physical line or of lines joined by
 * splices, with no comment and no literal in it, is only found, not
 * split, unless it holds the bytes of keep (no directive is split
 * when keep is ""): for a reader that needs the code's tokens, and a
 * directive's only where keep is.  The code's tokens are token_scan's.
 */
void token_scan_some(const char *buf, size_t len, const FileComments *fc,
		     Tokens *out, const char *keep);
void token_free(Tokens *t);

/* Whether the token t of buf holds a lower-case letter (a name not in capitals). */
static inline int token_has_lower(const char *buf, const Token *t)
{
	for (uint32_t i = 0; i < t->len; i++)
		if (buf[t->off + i] >= 'a' && buf[t->off + i] <= 'z')
			return 1;
	return 0;
}

/* Whether tokens a and b of buf have the same text. */
static inline int token_same_text(const char *buf, const Token *a, const Token *b)
{
	return a->len == b->len && !memcmp(buf + a->off, buf + b->off, a->len);
}

/* Whether token t of buf is spelled s. */
static inline int token_spelled(const char *buf, const Token *t, const char *s)
{
	return strlen(s) == t->len && !memcmp(buf + t->off, s, t->len);
}

/* Whether t is the punctuator p. */
static inline int token_is(const Token *t, Punct p)
{
	return t->kind == TK_PUNCT && t->p == p;
}

/*
 * Whether v[from .. to) may be a type name: names (keywords of types
 * and qualifiers, struct, union, enum among them), then stars and
 * qualifiers.  Parentheses around such, before a token that can begin
 * an operand (token_begins_operand), may be a cast's.
 */
bool token_may_be_type(const Token *v, size_t from, size_t to);
/* Whether t can begin the operand of a cast: & * - + ~ ! ( { ++ -- a name, a literal, sizeof. */
bool token_begins_operand(const Token *t);
/* The index of the first code token of t at or after offset off (its TK_EOF if none). */
size_t token_index_from(const Tokens *t, size_t off);
/* The first index of v[lo .. hi) at offset off or after it, else hi. */
size_t token_first_at(const Token *v, size_t lo, size_t hi, size_t off);

/*
 * The last token of the operand a bare sizeof takes from v[i] (of buf's
 * tokens), when it is one whose extent is sure: unary '*', '&', '-',
 * '+', '!', '~', then a name with a small letter or a literal, then
 * '[...]', a call's '(...)', ".name", "->name", '++', '--'.  *shape
 * says whether it cannot be a type (an operator, a literal, a member).
 * SIZE_MAX, with why, when it is none of those: the fix of sizeof and
 * fix's guard take parentheses only around such an operand.
 */
size_t token_sizeof_operand(const char *buf, const Token *v, size_t i,
			    bool *shape, const char **why);
/* Whether k continues a postfix expression ('[', '(', '.', "->", ...). */
bool token_postfix(const Token *k);

#endif
