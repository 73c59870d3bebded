/*
 * expr_decl: the declarations of the expression parser (see expr.c),
 * the names they declare in sets (typedefs, names declared bool), and
 * each #define's name, parameters and body.
 */
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "syntax/expr_parser.h"

/* --- names declared by typedef --- */

/*
 * The arrays of a set, which share one block: the parser holds it while
 * it parses (mem_hold), and it is never half made.
 */
static void names_free(NameSet *ns)
{
	free(ns->name);
}

void decl_parser_names_free(void *p)
{
	Parser *q = p;

	names_free(&q->typedefs);
	for (int k = 0; k < SC_N; k++)
		names_free(&q->truth[k]);
}

/* Forget every name, keeping the room (a function's locals, at its end). */
void decl_names_clear(NameSet *ns)
{
	if (!ns->n)
		return;
	memset(ns->name, 0, ns->nslots * sizeof(*ns->name));
	ns->n = 0;
}

/* Add bits (not 0) to what is known of a name. */
static void names_add(NameSet *ns, const char *s, uint32_t n, unsigned bits)
{
	size_t h;

	if (2 * (ns->n + 1) > ns->nslots) {
		NameSet big = { 0 };
		size_t each = sizeof(*big.name) + sizeof(*big.len) + sizeof(*big.bits);

		/* One block for the three arrays: see names_free. */
		big.nslots = ns->nslots ? 2 * ns->nslots : 64;
		big.name = xcalloc(big.nslots, each);
		big.len = (uint32_t *)(big.name + big.nslots);
		big.bits = (uint8_t *)(big.len + big.nslots);
		for (size_t k = 0; k < ns->nslots; k++)
			if (ns->name[k])
				names_add(&big, ns->name[k], ns->len[k], ns->bits[k]);
		free(ns->name);
		*ns = big;
	}
	for (h = name_hash(s, n) & (ns->nslots - 1); ns->name[h];
	     h = (h + 1) & (ns->nslots - 1))
		if (ns->len[h] == n && !memcmp(ns->name[h], s, n)) {
			ns->bits[h] |= (uint8_t)bits;
			return;
		}
	ns->name[h] = s;
	ns->len[h] = n;
	ns->bits[h] = (uint8_t)bits;
	ns->n++;
}

/*
 * Note what the declaration of the name at tok, of kind k, says of its
 * type: truth when it is bool (not a pointer or an array of bool).  Only
 * declarations that the parse reads whether or not it steps over plain
 * statements leave a trace here (see stepped_over), so that stepping
 * over changes no finding: bool ones (a bool keyword keeps its statement
 * parsed), members, and the parameters of a function's definition.
 * Another type noted for the same member or parameter makes it unsure,
 * so not bool; a local of another type that hides a bool one of the file
 * is not seen.
 */
static void note_truth(Parser *p, uint32_t tok, DeclKind k, bool truth)
{
	const Token *t = at(p, tok);
	Scope sc = p->braces ? SC_LOCAL : SC_FILE;
	unsigned bits = truth ? NB_BOOL : NB_OTHER;

	if (k == DK_FIELD)
		sc = SC_FIELD;
	else if (k == DK_PARAMETER)
		sc = SC_LOCAL;
	else if (k == DK_FUNCTION && truth)
		sc = SC_FILE, bits = NB_FUNC;
	else if (k != DK_VARIABLE || !truth)
		return;
	names_add(&p->truth[sc], p->f.buf + t->off, t->len, bits);
}

/* --- declarations --- */

static void declare(Parser *p, uint32_t tok, DeclKind k)
{
	if (k == DK_TYPEDEF)
		names_add(&p->typedefs, p->f.buf + p->f.v[tok].off,
			  p->f.v[tok].len, 1);
	if (p->h->declare)
		p->h->declare(p->h->ctx, &p->f, tok, k);
}

static bool starts_with_underscores(const Parser *p, const Token *t)
{
	return t->len > 2 && !memcmp(p->f.buf + t->off, "__", 2);
}

/* Whether the token after a declared name can follow it. */
static bool ends_declarator(const Token *t)
{
	if (t->kind == TK_EOF)
		return true;
	if (t->kind != TK_PUNCT)
		return false;
	return t->p == P_SEMI || t->p == P_COMMA || t->p == P_ASSIGN ||
	       t->p == P_LBRACK || t->p == P_COLON || t->p == P_RPAREN ||
	       t->p == P_LPAREN;
}

/*
 * The name of a parameter (or of a declarator in parentheses) in the
 * tokens k .. end: the last name outside brackets, when a type or '*'
 * comes before it.  Returns its token, or TOKEN_NO_MATCH.
 */
static uint32_t declare_last_name(Parser *p, uint32_t k, uint32_t end,
				  DeclKind kind)
{
	uint32_t name = TOKEN_NO_MATCH;

	for (uint32_t j = k; j < end; j++) {
		const Token *t = at(p, j);

		if (token_is(t, P_LPAREN) && is(p, j + 1, P_STAR) &&
		    t->match != TOKEN_NO_MATCH && t->match < end) {
			k = j + 1;	/* (*name): look inside instead */
			end = t->match;
			name = TOKEN_NO_MATCH;
			j = k;
			continue;
		}
		if ((token_is(t, P_LBRACK) || token_is(t, P_LPAREN)) &&
		    t->match != TOKEN_NO_MATCH && t->match < end)
			j = t->match;
		else if (is_name(t) && j > k && !starts_with_underscores(p, t))
			name = j;
	}
	if (name != TOKEN_NO_MATCH)
		declare(p, name, kind);
	return name;
}

/* Whether the parameter list closed at close begins a function's body. */
static bool defines_function(const Parser *p, uint32_t close)
{
	uint32_t k = close + 1;

	while (at(p, k)->kw == KW_ATTRIBUTE || at(p, k)->kw == KW_QUAL) {
		if (is(p, k + 1, P_LPAREN) && at(p, k + 1)->match < p->end)
			k = at(p, k + 1)->match;
		k++;
	}
	return is(p, k, P_LBRACE);
}

/* Whether the parameter k .. name is a bool (not a pointer or array). */
static bool bool_parameter(const Parser *p, uint32_t k, uint32_t name)
{
	bool truth = false;

	for (; k < name; k++) {
		const Token *t = at(p, k);

		if (t->kind == TK_PUNCT)
			return false;
		truth |= bool_keyword(p, t);
	}
	return truth && !is(p, name + 1, P_LBRACK);
}

/*
 * A parameter list from '(' at p->i: each parameter's name.  Those of a
 * function's definition become its locals, the ones before forgotten.
 */
static void parameters(Parser *p)
{
	uint32_t close = at(p, p->i)->match, k = p->i + 1;
	bool body = defines_function(p, close);

	if (body)
		decl_names_clear(&p->truth[SC_LOCAL]);
	for (uint32_t j = k; j <= close; j++) {
		const Token *t = at(p, j);

		if (j == close || token_is(t, P_COMMA)) {
			uint32_t name = declare_last_name(p, k, j, DK_PARAMETER);

			if (body && name != TOKEN_NO_MATCH)
				note_truth(p, name, DK_PARAMETER,
					   bool_parameter(p, k, name));
			k = j + 1;
		} else if (t->match != TOKEN_NO_MATCH && t->match > j &&
			   t->match < close &&
			   (token_is(t, P_LPAREN) || token_is(t, P_LBRACK))) {
			j = t->match;
		}
	}
	p->i = close + 1;
}

/*
 * The braces at open were parsed whole (a struct, union or enum body, or
 * an initializer): if the statement fails after them, give_up keeps what
 * was found in them and does not parse them again.
 */
static void parsed_whole(Parser *p, uint32_t open)
{
	if (p->deep)
		return;
	p->body = open;
	p->body_mark = mark(p);
}

/* An enum's body from '{': enumerators with their values. */
static void enumerators(Parser *p)
{
	uint32_t close = at(p, p->i)->match, old = narrow(p, close);

	p->i++;
	while (p->i < close && !p->deep) {
		size_t m = mark(p);

		if (is_name(at(p, p->i))) {
			declare(p, p->i, DK_ENUMERATOR);
			p->i++;
		}
		if (at(p, p->i)->kw == KW_ATTRIBUTE && is(p, p->i + 1, P_LPAREN) &&
		    at(p, p->i + 1)->match < close)
			p->i = at(p, p->i + 1)->match + 1;
		if (is(p, p->i, P_ASSIGN)) {
			p->i++;
			if (expr_parse_cond(p).kind == EX_NONE)
				rollback(p, m);
		}
		stmt_skip_to(p, P_COMMA, P_COMMA, P_COMMA);
		p->i++;
	}
	p->end = old;
	p->i = close + 1;
}

/* struct, union or enum [tag] [{ body }] */
static bool tagged(Parser *p)
{
	Keyword kw = (Keyword)at(p, p->i)->kw;

	p->i++;
	while (at(p, p->i)->kw == KW_ATTRIBUTE && is(p, p->i + 1, P_LPAREN) &&
	       at(p, p->i + 1)->match < p->end)
		p->i = at(p, p->i + 1)->match + 1;
	if (is_name(at(p, p->i))) {
		if (is(p, p->i + 1, P_LBRACE) || is(p, p->i + 1, P_SEMI))
			declare(p, p->i, DK_TAG);
		p->i++;
	}
	if (!is(p, p->i, P_LBRACE))
		return true;
	uint32_t close = at(p, p->i)->match;

	if (close == TOKEN_NO_MATCH || close >= p->end)
		return false;
	uint32_t open = p->i;

	if (kw == KW_ENUM) {
		enumerators(p);
	} else {
		uint32_t old = narrow(p, close), save = p->stmt;
		DeclKind base = p->base;

		if (!enter(p))
			return false;
		p->i++;
		p->base = DK_FIELD;
		stmt_statements(p);
		p->base = base;
		leave(p);
		p->end = old;
		p->stmt = save;
		p->i = close + 1;
	}
	parsed_whole(p, open);
	return true;
}

static bool initializer(Parser *p)
{
	if (is(p, p->i, P_LBRACE))
		return decl_init_list(p);
	return expr_parse_assign(p).kind != EX_NONE;
}

/* One element of a braced initializer: [designators =] initializer. */
static bool init_element(Parser *p)
{
	if (is_name(at(p, p->i)) && is(p, p->i + 1, P_COLON))
		p->i += 2;	/* old GNU "field:" designator */
	while (is(p, p->i, P_DOT) || is(p, p->i, P_LBRACK)) {
		if (is(p, p->i, P_DOT)) {
			p->i += 2;
			continue;
		}
		uint32_t close = at(p, p->i)->match;

		if (close == TOKEN_NO_MATCH || close >= p->end)
			return false;
		p->i = close + 1;
	}
	if (is(p, p->i, P_ASSIGN))
		p->i++;
	return initializer(p);
}

bool decl_init_list(Parser *p)
{
	uint32_t open = p->i, close = at(p, p->i)->match, old;

	if (close == TOKEN_NO_MATCH || close >= p->end || !enter(p))
		return false;
	old = narrow(p, close);
	p->i++;
	while (p->i < close && !p->deep) {
		size_t m = mark(p);

		if (is(p, p->i, P_COMMA)) {
			p->i++;
			continue;
		}
		if (!init_element(p) || !(is(p, p->i, P_COMMA) || p->i == close)) {
			rollback(p, m);
			stmt_skip_to(p, P_COMMA, P_COMMA, P_COMMA);
		}
	}
	p->end = old;
	leave(p);
	p->i = close + 1;
	parsed_whole(p, open);
	return !p->deep;
}

/*
 * A name after the type: declare it when what follows can end it; truth
 * when the type is bool, without a '*'.
 */
static void declarator_name(Parser *p, bool typed, bool is_typedef,
			    bool truth, uint32_t *fn)
{
	const Token *next = at(p, p->i + 1);
	uint32_t name = p->i;
	DeclKind k;

	if (typed && is_name(next) && starts_with_underscores(p, next) &&
	    (ends_declarator(at(p, p->i + 2)) || is(p, p->i + 2, P_LPAREN))) {
		k = is_typedef ? DK_TYPEDEF : p->base;
		p->i += 2;	/* "ops __read_mostly": an attribute follows */
	} else if (typed && ends_declarator(next) &&
		   !starts_with_underscores(p, at(p, p->i))) {
		if (token_is(next, P_LPAREN))
			*fn = p->i + 1;
		k = is_typedef ? DK_TYPEDEF :
		    token_is(next, P_LPAREN) ? DK_FUNCTION : p->base;
		p->i++;
	} else {
		p->i++;
		return;
	}
	declare(p, name, k);
	note_truth(p, name, k, truth && !is(p, p->i, P_LBRACK));
}

/* '(' inside a declaration: parameters, (*name), or an attribute's. */
static void declarator_paren(Parser *p, bool is_typedef, uint32_t fn)
{
	uint32_t close = at(p, p->i)->match;

	if (p->i == fn) {
		parameters(p);
	} else if (is(p, p->i + 1, P_STAR) || is(p, p->i + 1, P_CARET)) {
		declare_last_name(p, p->i + 1, close,
				  is_typedef ? DK_TYPEDEF : p->base);
		p->i = close + 1;
	} else {
		p->i = close + 1;
	}
}

/*
 * A declaration, up to its ';' (consumed) or a '{' or '}' (not).  The
 * specifiers and declarators are read loosely: names that may be
 * declared are those after a type, followed by what can end a
 * declarator; '=' starts an initializer, '[' an array bound, ':' a bit
 * field width, and each is parsed as an expression.
 */
bool decl_declaration(Parser *p)
{
	bool typed = false, is_typedef = false, truth = false, star = false;
	uint32_t fn = TOKEN_NO_MATCH;

	while (!p->deep) {
		const Token *t = at(p, p->i);

		if (t->kind == TK_EOF || token_is(t, P_RBRACE) ||
		    token_is(t, P_LBRACE))
			return true;
		if (token_is(t, P_SEMI)) {
			p->i++;
			return true;
		}
		if (t->kind == TK_PUNCT && t->match != TOKEN_NO_MATCH &&
		    t->match >= p->end)
			return false;
		if (token_is(t, P_COMMA) || token_is(t, P_STAR)) {
			star = token_is(t, P_STAR);
			p->i++;
		} else if (token_is(t, P_ASSIGN)) {
			p->i++;
			if (!initializer(p))
				return false;
		} else if (token_is(t, P_COLON)) {
			p->i++;
			if (expr_parse_cond(p).kind == EX_NONE)
				return false;
		} else if (token_is(t, P_LBRACK)) {
			uint32_t close = t->match, old;
			size_t m = mark(p);

			if (close == TOKEN_NO_MATCH)
				return false;
			old = narrow(p, close);
			p->i++;
			if (p->i < close &&
			    (expr_parse_expr(p).kind == EX_NONE ||
			     p->i != close))
				rollback(p, m);
			p->end = old;
			p->i = close + 1;
		} else if (token_is(t, P_LPAREN) && t->match != TOKEN_NO_MATCH) {
			declarator_paren(p, is_typedef, fn);
		} else if (t->kw == KW_STRUCT || t->kw == KW_UNION ||
			   t->kw == KW_ENUM) {
			if (!tagged(p))
				return false;
			typed = true;
		} else if (t->kw == KW_TYPEDEF) {
			is_typedef = true;
			p->i++;
		} else if (t->kw == KW_TYPE || t->kw == KW_TYPEOF) {
			typed = true;
			truth |= bool_keyword(p, t);
			p->i++;
		} else if (t->kw == KW_QUAL || t->kw == KW_ATTRIBUTE ||
			   t->kw == KW_EXTENSION || t->kw == KW_STATIC_ASSERT ||
			   t->kw == KW_ALIGNOF) {
			p->i++;
		} else if (is_name(t)) {
			declarator_name(p, typed, is_typedef, truth && !star, &fn);
			typed = true;
		} else {
			return false;
		}
	}
	return false;
}

/* Whether the statement at p->i declares something. */
bool decl_looks_like_declaration(const Parser *p)
{
	const Token *t = at(p, p->i), *n = at(p, p->i + 1);

	switch (t->kw) {
	case KW_TYPE: case KW_QUAL: case KW_STRUCT: case KW_UNION:
	case KW_ENUM: case KW_TYPEDEF: case KW_TYPEOF: case KW_ATTRIBUTE:
	case KW_STATIC_ASSERT:
		return true;
	case KW_NONE:
		break;
	default:
		return false;
	}
	if (!is_name(t))
		return false;
	if (is_name(n) || n->kw == KW_TYPE || n->kw == KW_QUAL)
		return true;
	if (!token_is(n, P_STAR))
		return false;
	for (uint32_t k = p->i + 1; ; k++) {
		if (is(p, k, P_STAR) || at(p, k)->kw == KW_QUAL)
			continue;
		return is_name(at(p, k)) && ends_declarator(at(p, k + 1)) &&
		       !is(p, k + 1, P_LPAREN);
	}
}

/* A #define: its name and parameters, then its body as statements. */
void decl_define(Parser *p, uint32_t first, uint32_t end)
{
	uint32_t k = first + 2;

	p->i = first;
	p->end = end;
	if (at(p, first + 1)->kw != KW_DEFINE || !is_name(at(p, k)))
		return;
	declare(p, k, DK_MACRO);
	k++;
	decl_names_clear(&p->truth[SC_LOCAL]);
	if (is(p, k, P_LPAREN) && !(at(p, k)->flags & TF_SPACE)) {
		uint32_t close = at(p, k)->match;

		if (close == TOKEN_NO_MATCH)
			return;
		for (uint32_t j = k + 1; j < close; j++)
			if (is_name(at(p, j))) {
				declare(p, j, DK_PARAMETER);
				note_truth(p, j, DK_PARAMETER, false);
			}
		k = close + 1;
	}
	p->i = k;
	p->base = DK_VARIABLE;
	stmt_statements(p);
}
