/*
 * aspect: the table of aspects, and what their classifiers share.
 *
 * An aspect is one discretionary choice (declaration order, where a
 * function's brace goes) with named variants.  Its classifier walks a
 * file's tokens, from the exact lexer, once and reports each place with
 * its variant; the census counts variants per group as it counts comment
 * classes, so that they add up the same way.  The variants of all the
 * aspects are one enumeration (AspectVariant), each aspect a slice of
 * it, so that counts are one flat array.  What several classifiers need
 * lives here: which braces open blocks (aspect_blocks), and how wide a
 * line of code is (aspect_line_width).
 */
#include "aspects/aspect.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "aspects/aspect_brace.h"
#include "aspects/aspect_decl.h"
#include "aspects/aspect_line.h"
#include "aspects/aspect_sizeof.h"
#include "aspects/aspect_spdx.h"
#include "aspects/aspect_star.h"

#define ASPECT_ENTRY(id, sym, ...) [AS_##id] = &aspect_def_##sym,
const Aspect *const aspect_table[AS_NASPECT] = {
	UNIFORM_RULES(REGISTRY_NONE, ASPECT_ENTRY, REGISTRY_NONE)
};
#undef ASPECT_ENTRY

#define ASPECT_FIRST(id, ...) [AS_##id] = AV_BEGIN_##id,
const AspectVariant aspect_first[AS_NASPECT] = {
	UNIFORM_RULES(REGISTRY_NONE, ASPECT_FIRST, REGISTRY_NONE)
};
#undef ASPECT_FIRST

#define ASPECT_COUNT(id, ...) [AS_##id] = AV_END_##id - AV_BEGIN_##id,
const int aspect_nvariants[AS_NASPECT] = {
	UNIFORM_RULES(REGISTRY_NONE, ASPECT_COUNT, REGISTRY_NONE)
};
#undef ASPECT_COUNT

int aspect_nvalues(AspectId a)
{
	int n = 0;

	if (aspect_table[a]->values)
		while (aspect_table[a]->values[n])
			n++;
	return n;
}

#define VARIANT_NAME(v, name) [AV_##v] = name,
#define ASPECT_VARIANTS(id, sym, ...) __VA_ARGS__
static const char *const variant_names[AV_NVARIANT] = {
	UNIFORM_RULES(REGISTRY_NONE, ASPECT_VARIANTS, VARIANT_NAME)
};
#undef ASPECT_VARIANTS
#undef VARIANT_NAME

const char *aspect_variant_name(AspectVariant v)
{
	return variant_names[v];
}

AspectId aspect_of(AspectVariant v)
{
	int a = AS_NASPECT - 1;

	while (a > 0 && aspect_first[a] > v)
		a--;
	return (AspectId)a;
}

int aspect_find(const char *name, size_t n)
{
	for (int a = 0; a < AS_NASPECT; a++)
		if (strlen(aspect_table[a]->name) == n &&
		    !strncmp(aspect_table[a]->name, name, n))
			return a;
	return -1;
}

bool aspect_parse(const char *s, AspectSet *set, Buf *err)
{
	*set = 0;
	while (*s) {
		size_t n = strcspn(s, ",");
		int a = aspect_find(s, n);

		if (n == 3 && !memcmp(s, "all", 3)) {
			*set |= ASPECT_ALL;
			s += n + (s[n] == ',');
			continue;
		}
		if (n && a < 0) {
			buf_printf(err, "--aspect: no aspect \"%.*s\"; the aspects are",
				   (int)n, s);
			for (a = 0; a < AS_NASPECT; a++)
				buf_printf(err, " %s,", aspect_table[a]->name);
			buf_puts(err, " or all");
			return false;
		}
		if (n)
			*set |= 1u << a;
		s += n + (s[n] == ',');
	}
	if (!*set)
		buf_puts(err, "--aspect names no aspect");
	return *set != 0;
}

/* The token before the '(' that the ')' at t->v[i] closes, or NULL. */
static const Token *before_paren(const Tokens *t, size_t i)
{
	uint32_t m = t->v[i].match;

	return m == TOKEN_NO_MATCH || m == 0 ? NULL : &t->v[m - 1];
}

/*
 * Whether the ')' at t->v[i] ends what a brace block follows: a
 * declarator, a condition, a macro's arguments; not a cast (of a
 * compound literal), which follows an operator or a bracket.
 */
static bool heads_block(const Tokens *t, size_t i)
{
	const Token *b = before_paren(t, i);

	if (!b || b->kind != TK_IDENT)
		return false;
	switch (b->kw) {
	case KW_NONE: case KW_IF: case KW_WHILE: case KW_FOR: case KW_SWITCH:
	case KW_ATTRIBUTE:
		return true;
	default:
		return false;
	}
}

/* How far back kr_params looks for the declarator's ')'. */
#define KR_MAX_TOKENS 256

/*
 * Whether the ';' at t->v[i] ends the parameter declarations of an old
 * (K&R) definition, "int f(a, b) int a; long b; {": going back, only
 * declarations (no '=', no brace) lie between it and a ')' that ends a
 * declarator, and a type or a name (a typedef's) follows that ')'.
 */
static bool kr_params(const Tokens *t, size_t i)
{
	for (size_t j = i; j > 0 && i - j < KR_MAX_TOKENS; j--) {
		const Token *k = &t->v[j - 1], *n = &t->v[j];

		if (token_is(k, P_LBRACE) || token_is(k, P_RBRACE) ||
		    token_is(k, P_ASSIGN))
			return false;
		if (token_is(k, P_RBRACK) && k->match != TOKEN_NO_MATCH) {
			j = k->match + 1;
			continue;
		}
		if (!token_is(k, P_RPAREN) || k->match == TOKEN_NO_MATCH)
			continue;
		if (n->kind == TK_IDENT &&
		    (n->kw == KW_NONE || n->kw == KW_TYPE || n->kw == KW_QUAL ||
		     n->kw == KW_STRUCT || n->kw == KW_UNION || n->kw == KW_ENUM))
			return heads_block(t, j - 1) && before_paren(t, j - 1)->kw == KW_NONE;
		j = k->match + 1;
	}
	return false;
}

/*
 * What the '{' at t->v[i] opens, inside a brace of kind parent or at the
 * top (outside any brace, and outside parentheses when paren is 0).  At
 * the top, a brace after a declarator is a function body, unless a
 * designated initializer follows (a macro that defines a structure,
 * "define_machine(x) { .name = ...") or the parenthesis is an if's (a
 * statement in an "#if 0" region between functions); so is a brace
 * after the parameter declarations of an old definition (kr_params).
 */
static BlockKind brace_kind(const Tokens *t, size_t i, BlockKind parent,
			    bool top, size_t paren)
{
	const Token *p = i ? &t->v[i - 1] : NULL;

	if (!p)
		return BK_NONE;
	if (top && !paren && token_is(p, P_SEMI))
		return kr_params(t, i - 1) ? BK_FUNCTION : BK_NONE;
	if (top)
		return !paren && token_is(p, P_RPAREN) && heads_block(t, i - 1) &&
		       before_paren(t, i - 1)->kw != KW_IF &&
		       !token_is(&t->v[i + 1], P_DOT) ? BK_FUNCTION : BK_NONE;
	if (parent == BK_NONE)
		return BK_NONE;
	if (token_is(p, P_RPAREN))
		return heads_block(t, i - 1) ? BK_STMT : BK_NONE;
	if (p->kind == TK_IDENT)
		return p->kw == KW_ELSE || p->kw == KW_DO ? BK_STMT : BK_NONE;
	if (token_is(p, P_SEMI) || token_is(p, P_LBRACE) ||
	    token_is(p, P_RBRACE) || token_is(p, P_COLON))
		return BK_STMT;
	return BK_NONE;
}

/* Push a brace of kind k on the stack of open braces. */
static void push(AspectBlocks *b, size_t depth, uint8_t k)
{
	if (depth == b->stack_cap) {
		b->stack_cap = b->stack_cap ? 2 * b->stack_cap : 64;
		b->stack = xrealloc(b->stack, b->stack_cap);
	}
	b->stack[depth] = k;
}

static void add_block(AspectBlocks *b, size_t i, BlockKind k)
{
	if (b->n == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 256;
		b->v = xrealloc(b->v, b->cap * sizeof(*b->v));
	}
	b->v[b->n++] = (AspectBlock){ (uint32_t)i, (uint8_t)k };
}

/* ORDER PUNCT: what a parenthesis adds to the count of open ones. */
static const signed char paren_delta[P_OTHER + 1] = {
	[P_LPAREN] = 1, [P_RPAREN] = -1,
};

/* ORDER PUNCT: what an opening bracket adds to the depth, a closing one takes. */
static const signed char bracket_depth[P_OTHER + 1] = {
	[P_LPAREN] = 1, [P_LBRACK] = 1, [P_LBRACE] = 1,
	[P_RPAREN] = -1, [P_RBRACK] = -1, [P_RBRACE] = -1,
};

/*
 * Over the brackets of the file (TM_BRACKET): the parentheses are
 * counted by a table, so that only a brace, a bracket in five, takes a
 * branch that is hard to guess.
 */
void aspect_blocks(const char *buf, const Tokens *t, AspectBlocks *out)
{
	size_t depth = 0, paren = 0, open = 0;	/* open: brackets of all kinds */
	uint32_t stack[ASPECT_MAX_DEPTH + 1];	/* them, by index */
	size_t nstar = 0;

	out->n = out->nstar = 0;
	if (out->capstar < t->nmark[TM_BRACKET]) {	/* room for every mark */
		free(out->star);
		out->star = NULL;	/* nothing freed is left behind (buf.h) */
		out->capstar = 0;
		out->star = xmalloc_plain(t->nmark[TM_BRACKET] * sizeof(*out->star));
		out->capstar = t->nmark[TM_BRACKET];
	}
	for (size_t m = 0; m < t->nmark[TM_BRACKET]; m++) {
		size_t i = t->mark[TM_BRACKET][m];
		const Token *k = &t->v[i];
		BlockKind kind;
		int step = bracket_depth[k->p];

		/*
		 * Without a branch: each mark is written as a star, and kept
		 * if one; each written to the free slot above the stack,
		 * which only an opening bracket keeps.
		 */
		out->star[nstar] = (AspectStar){ (uint32_t)i,
			!open || open > ASPECT_MAX_DEPTH ? ASPECT_NO_BRACKET : stack[open - 1] };
		nstar += k->p == P_STAR;
		stack[open < ASPECT_MAX_DEPTH ? open : ASPECT_MAX_DEPTH] = (uint32_t)i;
		open = step >= 0 || open ? open + (size_t)(ptrdiff_t)step : 0;
		if (k->p != P_LBRACE && k->p != P_RBRACE) {
			int d = paren_delta[k->p];

			paren = d >= 0 || paren ? paren + (size_t)(ptrdiff_t)d : 0;
		} else if (k->p == P_LBRACE) {
			kind = brace_kind(t, i, depth ? out->stack[depth - 1] : BK_NONE,
					  depth == 0, paren);
			push(out, depth++, kind);
			if (kind != BK_NONE)
				add_block(out, i, kind);
		} else if (!depth) {
			continue;
		} else if (k->off == 0 || buf[k->off - 1] == '\n') {
			depth = paren = 0;
		} else {
			depth--;
		}
	}
	out->nstar = nstar;
}

void aspect_blocks_free(AspectBlocks *b)
{
	free(b->v);
	free(b->star);
	free(b->stack);
	memset(b, 0, sizeof(*b));
}

/* A search for each tab, as most of a line has none. */
unsigned aspect_columns(const char *p, const char *end, unsigned col)
{
	for (const char *t; (t = memchr(p, '\t', (size_t)(end - p))); p = t + 1)
		col = ((col + (unsigned)(t - p)) / 8 + 1) * 8;
	return col + (unsigned)(end - p);
}

/*
 * The second byte's range narrows for 0xe0, 0xed, 0xf0 and 0xf4 (no
 * overlong form, no surrogate, nothing past U+10FFFF): a cut sequence
 * ends at the first byte out of range, Unicode's maximal subpart.
 */
size_t aspect_char_len(const char *p, const char *e)
{
	unsigned char c = (unsigned char)*p, lo = 0x80, hi = 0xbf;
	size_t n = c < 0xc2 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : c < 0xf5 ? 4 : 1;

	if (c == 0xe0 || c == 0xf0)
		lo = c == 0xe0 ? 0xa0 : 0x90;
	else if (c == 0xed || c == 0xf4)
		hi = c == 0xed ? 0x9f : 0x8f;
	for (size_t i = 1; i < n; i++) {
		if (p + i >= e || (unsigned char)p[i] < lo || (unsigned char)p[i] > hi)
			return i;
		lo = 0x80;
		hi = 0xbf;
	}
	return n;
}

unsigned aspect_line_width(const char *buf, const Tokens *t, size_t i)
{
	size_t start = aspect_line_start(buf, t->v[i].off), last = i;

	while (last + 1 < t->n && t->v[last + 1].kind != TK_EOF &&
	       t->v[last + 1].line == t->v[i].line)
		last++;
	size_t first = i;
	while (first && t->v[first - 1].line == t->v[i].line &&
	       t->v[first - 1].off >= start)
		first--;
	unsigned indent = aspect_columns(buf + start, buf + t->v[first].off, 0);
	return aspect_columns(buf + t->v[first].off,
			      buf + t->v[last].off + t->v[last].len, indent) - indent;
}

void aspect_lines_init(AspectLines *c, const char *buf, size_t len)
{
	*c = (AspectLines){ buf, len, 0, 0, 1, 0 };
}

/*
 * Back from at, down to the last place asked for when at is past it
 * (its line start holds unless a line end comes between), else down to
 * the line's start.
 */
size_t aspect_lines_start(AspectLines *c, size_t at)
{
	size_t s = at, floor = at > c->at ? c->at : 0;

	if (at >= c->bol && at <= c->at)
		return c->bol;
	while (s > floor && c->buf[s - 1] != '\n' && c->buf[s - 1] != '\r')
		s--;
	if (s == floor && floor)
		s = c->bol;
	c->at = at;
	c->bol = s;
	return s;
}

size_t aspect_lines_end(AspectLines *c, size_t at)
{
	if (at < c->from || at > c->eol) {
		c->from = at;
		c->eol = aspect_line_end(c->buf, c->len, at);
	}
	return c->eol;
}

void aspect_scan(AspectSet set, const AspectFile *f)
{
	for (int a = 0; a < AS_NASPECT; a++)
		if (set & (1u << a))
			aspect_table[a]->scan(f);
}

const char *aspect_directives(AspectSet set)
{
	for (int a = 0; a < AS_NASPECT; a++)
		if (set & 1u << a && aspect_table[a]->directives)
			return aspect_table[a]->directives;
	return "";
}
