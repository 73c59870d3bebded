/*
 * aspect_sizeof: sizeof, with or without parentheses on an expression.
 *
 * A place is a sizeof whose operand is an expression, in code or in a
 * directive (a macro's body): parens when a '(' follows ("sizeof(*p)",
 * "sizeof (x)"), bare otherwise ("sizeof *p", "sizeof buf").  A type in
 * the parentheses is no place, since it has to have them: one that
 * starts, after qualifiers, with a type keyword, struct, union, enum or
 * typeof, or ends with '*', or is a name the file defines with typedef,
 * one of the kernel's fixed-width names (u32, __le16, ...) or a name
 * ending in "_t" alone or before '[' or a name.  A name in capitals
 * alone is no place either: a macro could stand for a type or a value.
 * Nor is a name alone that the file does not declare as a variable: it
 * may be a type from a header ("sizeof(Elf64_Ehdr)", "sizeof(ulong)").
 */
#include "aspects/aspect_sizeof.h"

#include <string.h>

/* The names of uniform_sizeof's values, each of its constant; NULL-ended. */
const char *const aspect_sizeof_values[] = {
	[ZW_PARENS] = "parens",
	[ZW_BARE] = "bare",
	[ZW_ANY] = "any",
	[ZW_MAJORITY] = "majority",
	[ZW_MAJORITY + 1] = NULL,
};

/* The typedef names of a file that are kept; beyond, they are unknown. */
#define SIZEOF_MAX_TYPEDEFS 512

/* The names alone in a sizeof that declared() looks up in a file. */
#define SIZEOF_MAX_NAMES 64

typedef struct Typedefs {
	const char *buf;
	const Token *v[SIZEOF_MAX_TYPEDEFS];
	size_t n;
	const Tokens *t;	/* the file's tokens, for declared() */
	const Token *name[SIZEOF_MAX_NAMES];	/* names alone in a sizeof */
	bool found[SIZEOF_MAX_NAMES];	/* ... declared or used as values */
	size_t nnames;
	uint64_t sieve;		/* bit name_bit() of each name */
	bool read, full;	/* names read; more than SIZEOF_MAX_NAMES */
	size_t next;		/* the token declared() reads next */
	bool typedefs_read;	/* v read */
} Typedefs;

static bool is_name(const Token *k)
{
	return k->kind == TK_IDENT && k->kw == KW_NONE;
}

/*
 * The names each "typedef ... name;" of the code defines, into d: the
 * typedefs are among the keywords (TM_KEYWORD).
 */
static void typedefs(const Tokens *t, Typedefs *d)
{
	d->n = 0;
	for (size_t m = 0, i, past = 0; m < t->nmark[TM_KEYWORD] &&
	     d->n < SIZEOF_MAX_TYPEDEFS; m++) {
		i = t->mark[TM_KEYWORD][m];
		if (i < past || t->v[i].kw != KW_TYPEDEF)
			continue;
		size_t e = i + 1;
		while (e + 1 < t->n && !token_is(&t->v[e], P_SEMI)) {
			if ((token_is(&t->v[e], P_LBRACE) || token_is(&t->v[e], P_LPAREN) ||
			     token_is(&t->v[e], P_LBRACK)) && t->v[e].match != TOKEN_NO_MATCH &&
			    t->v[e].match > e)
				e = t->v[e].match;
			e++;
		}
		size_t name = e - 1;
		if (token_is(&t->v[name], P_RBRACK) && t->v[name].match != TOKEN_NO_MATCH &&
		    t->v[name].match > i + 1)
			name = t->v[name].match - 1;
		if (is_name(&t->v[name]))
			d->v[d->n++] = &t->v[name];
		past = e + 1;
	}
}

/*
 * Whether the name k names a type, as far as the file tells.  The file's
 * typedefs are read on the first call: most files never ask.
 */
static bool type_name(Typedefs *d, const Token *k)
{
	static const char *const fixed[] = {
		"u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64",
		"__u8", "__u16", "__u32", "__u64", "__s8", "__s16", "__s32",
		"__s64", "__le16", "__le32", "__le64", "__be16", "__be32",
		"__be64", "__sum16", "__wsum",
	};
	const char *s = d->buf + k->off;

	if (!d->typedefs_read) {
		d->typedefs_read = true;
		typedefs(d->t, d);
	}
	if (k->len > 2 && s[k->len - 2] == '_' && s[k->len - 1] == 't')
		return true;
	for (size_t i = 0; i < sizeof(fixed) / sizeof(fixed[0]); i++)
		if (token_spelled(d->buf, k, fixed[i]))
			return true;
	for (size_t i = 0; i < d->n; i++)
		if (d->v[i]->len == k->len && !memcmp(d->buf + d->v[i]->off, s, k->len))
			return true;
	return false;
}

/*
 * Whether a name between tokens p and n is declared there: after a
 * name, a type keyword, a '*' or a ',', before ';', '=', '[', ',' or
 * ')' ("int len;", "char *buf)", "struct udphdr *uh, _uh;").
 */
static bool declaration(const Token *p, const Token *n)
{
	return (is_name(p) || token_is(p, P_STAR) || token_is(p, P_COMMA) ||
		(p->kind == TK_IDENT && p->kw == KW_TYPE)) &&
	       (token_is(n, P_SEMI) || token_is(n, P_ASSIGN) ||
		token_is(n, P_LBRACK) || token_is(n, P_COMMA) ||
		token_is(n, P_RPAREN));
}

/*
 * Whether a name between tokens p and n is used as a value there, which
 * no type can be: its address taken, assigned, returned, or its member
 * or element read ("&req", "= route", "data.len", "p->x", "buf[0]").
 */
static bool value(const Token *p, const Token *n)
{
	return token_is(p, P_AMP) || token_is(p, P_ASSIGN) ||
	       (p->kind == TK_IDENT && p->kw == KW_RETURN) ||
	       token_is(n, P_DOT) || token_is(n, P_ARROW) ||
	       token_is(n, P_LBRACK) || token_is(n, P_INC) ||
	       token_is(n, P_DEC) || token_is(n, P_ASSIGN);
}

/*
 * A bit for the name k, from its length: the names a file's sizeofs
 * hold set a few of the 64, and the pass over every name of the file
 * (declared()) looks further only at a name whose bit is set, without
 * reading its bytes.
 */
static uint64_t name_bit(const Token *k)
{
	return (uint64_t)1 << (k->len & 63);
}

/*
 * If v[i] (i + 3 < the end of its range) is a sizeof of a name alone,
 * the name into d->name; false when there is no room left (d->full).
 */
static bool sizeof_name(Typedefs *d, const Token *v, size_t i)
{
	const Token *k = &v[i + 2];
	size_t j = 0;

	if (v[i].kind != TK_IDENT || v[i].kw != KW_SIZEOF ||
	    !token_is(&v[i + 1], P_LPAREN) || !is_name(k) ||
	    !token_is(&v[i + 3], P_RPAREN))
		return true;
	while (j < d->nnames && !token_same_text(d->buf, d->name[j], k))
		j++;
	if (j < d->nnames)
		return true;
	if (d->nnames == SIZEOF_MAX_NAMES) {
		d->full = true;
		return false;
	}
	d->found[d->nnames] = false;
	d->name[d->nnames++] = k;
	d->sieve |= name_bit(k);
	return true;
}

/* The names alone in the sizeofs of the file, into d->name. */
static void sizeof_names(Typedefs *d)
{
	const Tokens *t = d->t;

	for (size_t m = 0; m < t->nmark[TM_KEYWORD]; m++)
		if (t->mark[TM_KEYWORD][m] + 3 < t->n &&
		    !sizeof_name(d, t->v, t->mark[TM_KEYWORD][m]))
			return;
	for (size_t k = 0; k < t->ndir; k++)
		for (size_t i = t->dir[k].first; i + 3 < t->dir[k].end; i++)
			if (!sizeof_name(d, t->pp, i))
				return;
}

/*
 * Whether the file declares name k as a variable, a parameter or a
 * field, or uses it as a value, anywhere (declaration(), value()).
 * On the first call, the names alone in the file's sizeofs are
 * gathered; the tokens are read from where the last call stopped until
 * k's name is found, each name met found on the way, so a file is read
 * once at most, and only to its end when a name is never found there.
 * A file with more such names than are kept declares every name.
 */
static bool declared(Typedefs *d, const Token *k)
{
	const Tokens *t = d->t;
	size_t j = 0;

	if (!d->read) {
		d->read = true;
		d->next = 1;
		sizeof_names(d);
	}
	if (d->full)
		return true;
	while (j < d->nnames && !token_same_text(d->buf, d->name[j], k))
		j++;
	if (j == d->nnames)
		return true;
	for (; !d->found[j] && d->next + 1 < t->n; d->next++) {
		const Token *p = &t->v[d->next - 1], *x = &t->v[d->next],
			    *n = &t->v[d->next + 1];

		/* the length first: most tokens fail it, a branch easy to guess */
		if (!(d->sieve & name_bit(x)) || !is_name(x) ||
		    !(declaration(p, n) || value(p, n)))
			continue;
		for (size_t i = 0; i < d->nnames; i++)
			if (token_same_text(d->buf, d->name[i], x))
				d->found[i] = true;
	}
	return d->found[j];
}

/*
 * Whether the parentheses at v[open] .. v[close] hold a type, or a
 * name that could be one: no place either way.
 */
static bool not_expression(Typedefs *d, const Token *v, size_t open,
			   size_t close)
{
	size_t i = open + 1;

	while (i < close && v[i].kind == TK_IDENT && v[i].kw == KW_QUAL)
		i++;
	if (i >= close || token_is(&v[close - 1], P_STAR))
		return true;
	switch (v[i].kind == TK_IDENT ? v[i].kw : KW_NONE) {
	case KW_TYPE: case KW_STRUCT: case KW_UNION: case KW_ENUM:
	case KW_TYPEOF:
		return true;
	default:
		break;
	}
	if (!is_name(&v[i]))
		return false;
	if (i + 1 == close && (!token_has_lower(d->buf, &v[i]) ||
			       type_name(d, &v[i]) || !declared(d, &v[i])))
		return true;
	return (i + 1 == close || token_is(&v[i + 1], P_LBRACK) ||
		is_name(&v[i + 1])) && type_name(d, &v[i]);
}

/* Report v[i] if a sizeof (i + 1 < the end of its range). */
static void scan(const AspectFile *f, Typedefs *d, const Token *v, size_t i)
{
	const Token *k = &v[i], *o = &v[i + 1];

	if (k->kind != TK_IDENT || k->kw != KW_SIZEOF || o->kind == TK_EOF)
		return;
	if (token_is(o, P_LPAREN)) {
		if (o->match != TOKEN_NO_MATCH &&
		    !not_expression(d, v, i + 1, o->match))
			f->place(f->ctx, AV_SIZEOF_PARENS, k, NULL);
		return;
	}
	switch (o->kind == TK_PUNCT ? o->p : P_NONE) {
	case P_NONE: case P_STAR: case P_AMP: case P_MINUS: case P_PLUS:
	case P_NOT: case P_TILDE: case P_INC: case P_DEC:
		if (o->kind != TK_IDENT || o->kw == KW_NONE)
			f->place(f->ctx, AV_SIZEOF_BARE, k, NULL);
		break;
	default:
		break;
	}
}

void aspect_sizeof(const AspectFile *f)
{
	const Tokens *t = f->t;
	Typedefs d;	/* its arrays are filled as read: not cleared */

	d.buf = f->buf;
	d.n = 0;
	d.typedefs_read = false;
	d.t = t;
	d.nnames = 0;
	d.sieve = 0;
	d.read = d.full = false;
	for (size_t m = 0; m < t->nmark[TM_KEYWORD]; m++)
		if (t->mark[TM_KEYWORD][m] + 1 < t->n)
			scan(f, &d, t->v, t->mark[TM_KEYWORD][m]);
	for (size_t k = 0; k < t->ndir; k++)
		for (size_t i = t->dir[k].first; i + 1 < t->dir[k].end; i++)
			scan(f, &d, t->pp, i);
}

/* The aspect's entry in the registry (aspects/registry.h). */
const Aspect aspect_def_sizeof = {
	.name = "sizeof",
	.place =
		"a `sizeof` of an expression: `sizeof(x)`, `sizeof x`",
	.doc =
		"A `sizeof` of an expression, in code or in a macro: `parens` "
		"(`sizeof(*p)`) or `bare` (`sizeof *p`). A type in the parentheses "
		"(a type keyword, struct, union, enum, typeof, a trailing `*`, a "
		"name the file defines with typedef, u32 and its kin, a name ending "
		"in `_t`) or a name in capitals alone is no place.",
	.scan = aspect_sizeof,
	.directives = "sizeof",
	.key = "uniform_sizeof",
	.key_doc =
		"`parens` (the linux presets'), `bare`, `any` or `majority`: the "
		"form the rule `sizeof` wants on an expression.",
	.bad =
		"uniform_sizeof is parens, bare, any or majority",
	.values = aspect_sizeof_values,
	.kernel = ZW_PARENS,
};
