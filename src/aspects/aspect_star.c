/*
 * aspect_star: pointer-star, where the '*' of a declarator goes.
 *
 * A place is the run of stars of a pointer declarator, read from the
 * tokens: after a type keyword, after the name of a struct, union or
 * enum, or after a name that follows a type keyword, a qualifier or
 * another name ("foo_t __iomem *p"), or that starts a statement or a
 * member (after ';', '}', or a '{' that opens a block or a struct
 * body, not an initializer: "a * b;" computes nothing, so it
 * declares), or a parameter outside function bodies (after '(' or ','
 * directly inside the parentheses of a declarator, which follow a name
 * or a ')', and not with both names in capitals, "MACRO(A * B)");
 * and before a name, qualifiers allowed but no attribute macro ("void *
 * __weak f(void)": see attribute_name), that a declarator's end follows
 * (';', ',', '=', '[', '(', ')', ':', an attribute or an attribute
 * macro).  So a cast ("(foo_t *)p") and a
 * multiplication ("x = a * b", "f(a * b)" in a function) are no place.
 * by-name: blanks before the stars, none after ("type *name");
 * by-type: after only ("type* name"); spaced: both ("type * name").
 * When a qualifier follows the stars ("char * const names[]", the
 * kernel's own idiom), the blank before it is no part of the choice:
 * blanks before the stars make by-name, none by-type.
 * Stars with no blank either side, or at a line's start or end, are no
 * place: the line break, not a choice, decides.
 */
#include "aspects/aspect_star.h"

#include <stddef.h>
#include <stdint.h>

/* The names of uniform_pointer_star's values, each of its constant; NULL-ended. */
const char *const aspect_star_values[] = {
	[SW_BY_NAME] = "by-name",
	[SW_BY_TYPE] = "by-type",
	[SW_SPACED] = "spaced",
	[SW_ANY] = "any",
	[SW_MAJORITY] = "majority",
	[SW_MAJORITY + 1] = NULL,
};

static bool is_name(const Token *k)
{
	return k->kind == TK_IDENT && k->kw == KW_NONE;
}

/*
 * Whether the '{' at t->v[i] opens a block or the body of a struct or
 * union: not an initializer, whose "{ A * B," multiplies.
 */
static bool opens_body(const AspectFile *f, size_t i)
{
	const Tokens *t = f->t;
	size_t lo = 0, hi = f->nblock;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (f->block[mid].tok == i)
			return true;
		if (f->block[mid].tok < i)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (size_t k = i; k-- > 0 && k + 2 >= i;)
		if (t->v[k].kw == KW_STRUCT || t->v[k].kw == KW_UNION)
			return t->v[k].kind == TK_IDENT;
	return false;
}

/*
 * Whether the stars after the name t->v[i] start a parameter: directly
 * inside the parentheses at t->v[open] of a declarator ("f(" or
 * "(*fn)("), not of an expression ("+ (A * B)"), and not both names in
 * capitals ("MACRO(x, A * B)" multiplies constants).
 */
static bool starts_param(const AspectFile *f, size_t i, uint32_t open)
{
	const Tokens *t = f->t;
	size_t n = i + 1;

	if (open == ASPECT_NO_BRACKET || !open || !token_is(&t->v[open], P_LPAREN) ||
	    !(is_name(&t->v[open - 1]) || token_is(&t->v[open - 1], P_RPAREN)))
		return false;
	while (token_is(&t->v[n], P_STAR))
		n++;
	return token_has_lower(f->buf, &t->v[i]) || token_has_lower(f->buf, &t->v[n]);
}

/*
 * Whether the token before the stars, t->v[i], ends a declaration's
 * type; inner is the index of the bracket around it (ASPECT_NO_BRACKET:
 * none or unknown), func whether in a function body.
 */
static bool ends_type(const AspectFile *f, size_t i, uint32_t inner, bool func)
{
	const Tokens *t = f->t;
	const Token *a = &t->v[i], *b = i ? &t->v[i - 1] : NULL;

	if (a->kind != TK_IDENT)
		return false;
	if (a->kw == KW_TYPE)
		return true;
	if (a->kw != KW_NONE)
		return false;
	if (!b)
		return true;
	if (b->kind == TK_IDENT)
		return b->kw == KW_STRUCT || b->kw == KW_UNION || b->kw == KW_ENUM ||
		       b->kw == KW_TYPE || b->kw == KW_QUAL || b->kw == KW_NONE;
	if (token_is(b, P_SEMI) || token_is(b, P_RBRACE))
		return true;
	if (token_is(b, P_LBRACE))
		return opens_body(f, i - 1);
	return (token_is(b, P_LPAREN) || token_is(b, P_COMMA)) && !func &&
	       starts_param(f, i, inner);
}

/*
 * The attribute macros of the kernel (include/linux/compiler_attributes.h,
 * compiler_types.h, init.h, module.h, cache.h, sched/debug.h and
 * include/net/net_namespace.h) that may stand between the stars and the
 * name, "void * __weak f(void)", or close a cast, "(T ** __force)&p":
 * what follows them is no help, "__force)".
 */
static const char *const attribute_words[] = {
	"__always_inline", "__always_unused", "__cold", "__exit", "__force",
	"__init", "__init_or_module", "__initconst", "__initdata",
	"__iomem", "__kernel", "__malloc", "__maybe_unused", "__meminit",
	"__must_check", "__net_exit", "__net_init", "__nocast", "__noreturn",
	"__percpu", "__private", "__pure", "__rcu", "__read_mostly", "__ref",
	"__ro_after_init", "__safe", "__sched", "__user", "__used",
	"__visible", "__weak", "noinline", "noinstr", "notrace",
};

/* Whether the name k is one of attribute_words. */
static bool listed_attribute(const char *buf, const Token *k)
{
	const char *s = buf + k->off;

	if (k->len < 5 || (s[0] != '_' && s[0] != 'n'))
		return false;
	for (size_t a = 0; a < sizeof(attribute_words) / sizeof(*attribute_words); a++)
		if (token_spelled(buf, k, attribute_words[a]))
			return true;
	return false;
}

/*
 * Whether the name t->v[i] after the stars is an attribute, not the
 * declarator's name: one of the list above, or a name that begins with
 * "__" (the prefix the compilers and the kernel keep for such macros)
 * followed by a name that is none ("* __init_or_module\nf(",
 * "* __cpuidle f("). "* __xdr_decode(" is a function's name, and so
 * are "*__pool __read_mostly;" and "*__sp asm("r1")".
 */
static bool attribute_name(const AspectFile *f, size_t i)
{
	const Token *k = &f->t->v[i], *n = k + 1;
	const char *s = f->buf + k->off;

	if (listed_attribute(f->buf, k))
		return true;
	return k->len > 2 && s[0] == '_' && s[1] == '_' && is_name(n) &&
	       !listed_attribute(f->buf, n);
}

/*
 * Whether t->v[i], past the stars, starts a declarator: not when an
 * attribute comes first, whose blanks are no choice of the stars'.
 */
static bool declarator(const AspectFile *f, size_t i)
{
	const Tokens *t = f->t;

	while (t->v[i].kind == TK_IDENT && t->v[i].kw == KW_QUAL)
		i++;
	if (!is_name(&t->v[i]) || attribute_name(f, i))
		return false;
	const Token *n = &t->v[i + 1];
	if (n->kind == TK_IDENT)
		return n->kw == KW_NONE || n->kw == KW_ATTRIBUTE;
	switch (n->p) {
	case P_SEMI: case P_COMMA: case P_ASSIGN: case P_LBRACK:
	case P_LPAREN: case P_RPAREN: case P_COLON:
		return true;
	default:
		return false;
	}
}

/*
 * Over the stars aspect_blocks found, each with the bracket around it;
 * the function bodies are passed at the stars only, since only there is
 * where the current one ends read.
 */
void aspect_pointer_star(const AspectFile *f)
{
	const Tokens *t = f->t;
	size_t b = 0, fend = 0;

	for (size_t m = 0; m < f->nstar; m++) {
		size_t i = f->star[m].tok;
		const Token *k = &t->v[i];

		for (; b < f->nblock && f->block[b].tok <= i; b++)
			if (f->block[b].kind == BK_FUNCTION &&
			    t->v[f->block[b].tok].match != TOKEN_NO_MATCH)
				fend = t->v[f->block[b].tok].match;
		if (!i || token_is(&k[-1], P_STAR))
			continue;
		size_t e = i;
		while (token_is(&t->v[e + 1], P_STAR))
			e++;
		if (!ends_type(f, i - 1, f->star[m].inner, i < fend) || !declarator(f, e + 1) ||
		    (k->flags & TF_BOL) || (t->v[e + 1].flags & TF_BOL))
			continue;
		bool before = k->flags & TF_SPACE, after = t->v[e + 1].flags & TF_SPACE;
		if (t->v[e + 1].kind == TK_IDENT && t->v[e + 1].kw == KW_QUAL)
			after = !before;
		if (before || after)
			f->place(f->ctx, !after ? AV_STAR_NAME :
				 !before ? AV_STAR_TYPE : AV_STAR_SPACED, k, NULL);
	}
}

/* The aspect's entry in the registry (aspects/registry.h). */
const Aspect aspect_def_pointer_star = {
	.name = "pointer-star",
	.place =
		"the stars of a pointer declarator: `type *name`, `type* name`, "
		"`type * name`",
	.doc =
		"The stars of a pointer declarator, after a type (a type keyword, a "
		"struct, union or enum name, or a name that starts a statement, a "
		"member or, outside function bodies, a parameter) and before the "
		"declared name: `by-name` (`type *name`), `by-type` (`type* name`), "
		"`spaced` (`type * name`). With a qualifier after the stars, only "
		"the blank before them counts. Casts, multiplications (two names in "
		"capitals are a product), stars with no blank either side and stars "
		"an attribute macro follows (`void * __weak f(void)`; a name of the "
		"kernel's attribute macros, or one that begins with `__` followed "
		"by another name) are no place.",
	.scan = aspect_pointer_star,
	.key = "uniform_pointer_star",
	.key_doc =
		"`by-name` (the linux presets'), `by-type`, `spaced`, `any` or "
		"`majority`: where the rule `pointer-star` wants a declarator's "
		"stars.",
	.bad =
		"uniform_pointer_star is by-name, by-type, spaced, any or majority",
	.values = aspect_star_values,
	.kernel = SW_BY_NAME,
};
