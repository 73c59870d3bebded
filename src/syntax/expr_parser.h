/*
 * expr_parser: the state of the expression parser and its readers of
 * tokens, inline as they run on every token; for the parser's files
 * only (expr.c, expr_stmt.c, expr_decl.c).
 */
#ifndef UNIFORM_EXPR_PARSER_H
#define UNIFORM_EXPR_PARSER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "syntax/expr.h"

/*
 * Names by open addressing on their spelling, each with bits of what
 * was declared (NB_*): the typedefs, and the names declared bool.
 */
typedef struct NameSet {
	const char **name;	/* into the buffer */
	uint32_t *len;
	uint8_t *bits;
	size_t nslots, n;
} NameSet;

enum {
	NB_BOOL = 1,		/* a bool variable, parameter or field */
	NB_FUNC = 2,		/* a function returning bool */
	NB_OTHER = 4,		/* the same name declared with another type */
};

/* Where names declared bool are looked up (see truth_of). */
typedef enum Scope {
	SC_FILE,		/* variables and functions at file scope */
	SC_LOCAL,		/* the current function's parameters and locals */
	SC_FIELD,		/* struct and union members */
	SC_N
} Scope;

typedef struct Parser {
	ExprFile f;
	uint32_t i, end;	/* current token; the range ends before end */
	uint32_t stmt;		/* first token of the current statement */
	unsigned depth;		/* recursion, against EXPR_MAX_DEPTH */
	unsigned braces;	/* open braces, against EXPR_MAX_DEPTH too */
	bool deep;		/* depth was passed: unwind */
	bool deep_told;		/* and reported */
	DeclKind base;		/* what a declaration here declares */
	uint32_t body;		/* '{' of the last body or initializer parsed whole */
	size_t body_mark;	/* the findings' mark just after it */
	const ExprHooks *h;
	NameSet typedefs;
	NameSet truth[SC_N];	/* the names declared bool, by scope */
} Parser;

static const Token eof_token = { 0, 0, 0, TOKEN_NO_MATCH, TK_EOF, P_NONE,
				 KW_NONE, 0 };

static inline const Token *at(const Parser *p, uint32_t k)
{
	return k < p->end ? &p->f.v[k] : &eof_token;
}

static inline bool is(const Parser *p, uint32_t k, Punct x)
{
	return token_is(at(p, k), x);
}

static inline bool is_name(const Token *t)
{
	return t->kind == TK_IDENT && (t->kw == KW_NONE || t->kw == KW_DEFINE);
}

static inline size_t mark(Parser *p)
{
	return p->h->mark ? p->h->mark(p->h->ctx) : 0;
}

static inline void rollback(Parser *p, size_t m)
{
	if (p->h->rollback)
		p->h->rollback(p->h->ctx, m);
}

/* Nesting passed the limit at p->i: say so, once per file. */
static inline void too_deep(Parser *p)
{
	p->deep = true;
	if (!p->deep_told && p->h->deep)
		p->h->deep(p->h->ctx, &p->f, p->i < p->end ? p->i : p->end - 1);
	p->deep_told = true;
}

static inline bool enter(Parser *p)
{
	if (p->deep)
		return false;
	if (++p->depth <= EXPR_MAX_DEPTH)
		return true;
	p->depth--;
	too_deep(p);
	return false;
}

static inline void leave(Parser *p)
{
	p->depth--;
}

/* Narrow the range to end before close; returns the old end. */
static inline uint32_t narrow(Parser *p, uint32_t close)
{
	uint32_t old = p->end;

	if (close < p->end)
		p->end = close;
	return old;
}

static inline size_t name_hash(const char *s, uint32_t n)
{
	size_t h = 5381;

	for (uint32_t i = 0; i < n; i++)
		h = h * 33 + (unsigned char)s[i];
	return h;
}

/* What was declared of a name: its NB_* bits, 0 if nothing. */
static inline unsigned names_get(const NameSet *ns, const char *s, uint32_t n)
{
	if (!ns->n)
		return 0;
	for (size_t h = name_hash(s, n) & (ns->nslots - 1); ns->name[h];
	     h = (h + 1) & (ns->nslots - 1))
		if (ns->len[h] == n && !memcmp(ns->name[h], s, n))
			return ns->bits[h];
	return 0;
}

static inline bool names_has(const NameSet *ns, const char *s, uint32_t n)
{
	return names_get(ns, s, n) != 0;
}

static inline bool spelled(const Parser *p, const Token *t, const char *w,
			   size_t n)
{
	return t->len == n && !memcmp(p->f.buf + t->off, w, n);
}

static inline bool bool_keyword(const Parser *p, const Token *t)
{
	return t->kw == KW_TYPE && (spelled(p, t, "bool", 4) ||
				    spelled(p, t, "_Bool", 5));
}

/* The NB_* bits of the name at t in a scope. */
static inline unsigned truth_of(const Parser *p, Scope sc, const Token *t)
{
	return names_get(&p->truth[sc], p->f.buf + t->off, t->len);
}

static inline void to_boolean(Parser *p, const Expr *e)
{
	if (p->h->boolean)
		p->h->boolean(p->h->ctx, &p->f, e, p->stmt);
}

static inline void to_paren(Parser *p, const Expr *e, ParenWhere w)
{
	if (p->h->paren)
		p->h->paren(p->h->ctx, &p->f, e, w);
}

/* ORDER PUNCT: the binary operators' precedences, 0 for the rest. */
static const unsigned char precedences[P_OTHER + 1] = {
	[P_STAR] = 10, [P_SLASH] = 10, [P_PERCENT] = 10,
	[P_PLUS] = 9, [P_MINUS] = 9,
	[P_SHL] = 8, [P_SHR] = 8,
	[P_LT] = 7, [P_GT] = 7, [P_LE] = 7, [P_GE] = 7,
	[P_EQ] = 6, [P_NE] = 6,
	[P_AMP] = 5, [P_CARET] = 4, [P_PIPE] = 3, [P_ANDAND] = 2, [P_OROR] = 1,
};

/* A table, not a switch: this is asked after every operand. */
static inline int precedence(const Token *t)
{
	return t->kind == TK_PUNCT && t->p <= P_OTHER ? precedences[t->p] : 0;
}

/* expr.c: expressions, and what a name may say of truth */
Expr expr_parse_expr(Parser *p);
Expr expr_parse_assign(Parser *p);
Expr expr_parse_cond(Parser *p);
bool expr_may_be_truth(const Parser *p, const Token *t);

/* expr_stmt.c: statements, and what is stepped over */
void stmt_skip_to(Parser *p, Punct a, Punct b, Punct c);
void stmt_statements(Parser *p);

/* expr_decl.c: declarations, the names they declare, #define bodies */
void decl_parser_names_free(void *p);
void decl_names_clear(NameSet *ns);
bool decl_init_list(Parser *p);
bool decl_declaration(Parser *p);
bool decl_looks_like_declaration(const Parser *p);
void decl_define(Parser *p, uint32_t first, uint32_t end);

#endif
