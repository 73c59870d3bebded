/*
 * macro: the macros a file defines itself, read from its own #define
 * directives, and the expansion of a token sequence with them.  It owns
 * what the file tells of its macros (their names, parameters, bodies,
 * which parameters are stringified or pasted) and nothing the file does
 * not tell: headers are not read, and #undef or #if are not followed.
 */
#ifndef UNIFORM_MACRO_H
#define UNIFORM_MACRO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "syntax/token.h"

/*
 * Parameters as bits of a mask: parameter k is bit k, and every
 * parameter from MACRO_PARAM_BITS - 1 on shares the last bit.
 */
#define MACRO_PARAM_BITS 64

typedef struct Macro {
	uint32_t name;		/* index of its name in Tokens.pp */
	uint32_t body, end;	/* its replacement list: pp[body .. end) */
	uint32_t param;		/* index of the first parameter in params */
	uint32_t nparam;	/* parameters, a variadic "..." included */
	bool function;		/* function-like: '(' right after the name */
	bool variadic;		/* the last parameter is "..." or "NAME..." */
	uint64_t hashed;	/* parameters stringified by '#' */
	uint64_t pasted;	/* parameters next to a '##' */
	uint32_t from;		/* offset of its directive: defined after it */
	uint32_t until;		/* offset of the #undef that ends it, or UINT32_MAX */
} Macro;

typedef struct Macros {
	const char *buf;	/* the text the directives are in */
	const Tokens *t;	/* its tokens: Tokens.pp holds the macros' */
	Macro *v;		/* by name, then in the file's order */
	size_t n;
	uint32_t *params;	/* indices in Tokens.pp of the parameters */
	size_t nparams;
} Macros;

/*
 * The macros of the #define directives of t (buf's tokens by
 * token_scan, every directive split).  A directive too odd to read (no
 * name, unclosed parameters) defines nothing.
 */
void macro_collect(const char *buf, const Tokens *t, Macros *out);
void macro_free(Macros *m);
/* macro_free and macro_out_free for mem_hold (buf.h). */
void macro_release(void *m);
void macro_out_release(void *o);

/* The macros of a file, collected when first asked for (macro_lazy). */
typedef struct MacroLazy {
	const char *buf;
	const Tokens *t;
	bool ready;
	Macros m;
} MacroLazy;

static inline const Macros *macro_lazy(MacroLazy *l)
{
	if (!l->ready)
		macro_collect(l->buf, l->t, &l->m);
	l->ready = true;
	return &l->m;
}

/*
 * The definitions of the name s[0 .. n): *count of them (0: the file
 * defines none), the first returned; the others follow it in m->v, in
 * the file's order.
 */
const Macro *macro_find(const Macros *m, const char *s, size_t n,
			size_t *count);

/*
 * The definition of s[0 .. n) in force at offset at: the last one before
 * it and not ended by an #undef before it, or NULL; *live counts those
 * (more than one where #if branches define it each their way).
 */
const Macro *macro_at(const Macros *m, const char *s, size_t n, size_t at,
		      size_t *live);

/* The parameter of macro d that the token spelled s[0 .. n) names, or -1. */
int macro_param(const Macros *m, const Macro *d, const char *s, size_t n);

/* Whether parameter k of d is in mask (hashed, pasted or their union). */
static inline bool macro_param_in(uint64_t mask, unsigned k)
{
	return mask >> (k < MACRO_PARAM_BITS ? k : MACRO_PARAM_BITS - 1) & 1;
}

/*
 * The parameters of d whose argument's spelling reaches a '#' or '##':
 * in d's own body, or passed on unexpanded-or-not to a macro of the file
 * that stringifies or pastes it, as __stringify(x) passes x to
 * __stringify_1(x) (to a bounded depth; beyond it, every parameter).
 */
uint64_t macro_quoted(const Macros *m, const Macro *d);

enum {
	MX_PASTED = 1,		/* a '##' made a token: names may be new */
	MX_COUNTER = 2,		/* __LINE__ or __COUNTER__ (the place counts) */
	MX_UNSURE = 4,		/* not all expanded: a limit, or no ')' */
};

/* Flag of an expanded token that is a macro's name not to expand again. */
#define MACRO_TF_PAINTED 0x40

/* An expansion: tokens of buf (a body's, an argument's, or the input's). */
typedef struct MacroOut {
	Token *v;
	size_t n, cap;
	unsigned flags;		/* MX_* */
	unsigned expanded;	/* macros expanded */
} MacroOut;

/*
 * Expand in[0 .. n) (tokens of m->buf, with no TK_EOF among them) with
 * the file's macros as the preprocessor would, as far as the file tells:
 * a name neither defines is left as it is; a function-like macro's name
 * not followed by '(' too; a macro is not expanded again inside its own
 * expansion (its name there is painted, MACRO_TF_PAINTED, as C does).  A
 * stringified argument becomes one TK_STR token at the '#' (its text is
 * not made), and a pasted pair the left token with MX_PASTED set.  The
 * tokens are appended to out; brackets are matched anew among them.
 */
void macro_expand(const Macros *m, const Token *in, size_t n, MacroOut *out);
void macro_out_free(MacroOut *o);

/*
 * The macro of the file whose invocation around token k of v (m->buf's
 * code tokens, brackets matched) takes k as written in an argument that
 * it stringifies or pastes (macro_quoted), or NULL.  Only the
 * invocations of k's own statement are looked at: the search stops at a
 * ';', '{' or '}' outside them.
 */
const Macro *macro_quoting(const Macros *m, const Token *v, size_t k);

/*
 * The first name in v[from .. to) (tokens of m->buf) of a macro of the
 * file whose expansion there is not one operand (a name, a literal or a
 * bracketed group, then only '[...]', '(...)', ".name", "->name", '++'
 * or '--'): parentheses put around it or taken away could change what
 * binds to what, as with "#define len 4 + 4" in "sizeof len".  NULL when
 * every macro's expansion is one operand, or none is used.
 */
const Token *macro_not_operand(const Macros *m, const Token *v, size_t from,
			       size_t to);

#endif
