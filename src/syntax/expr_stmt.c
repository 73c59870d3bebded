/*
 * expr_stmt: the statements of the expression parser (see expr.c), one
 * at a time as braces do not recurse; what does not parse, or holds
 * nothing the hooks would be told of (plain), is stepped over.
 */
#include <stdbool.h>
#include <stdint.h>

#include "syntax/expr_parser.h"

/* --- skipping --- */

/* ORDER PUNCT: the punctuators that cannot end an operand. */
static const bool no_operand_end[P_OTHER + 1] = {
	[P_LPAREN] = true, [P_LBRACK] = true, [P_LBRACE] = true,
	[P_SEMI] = true, [P_COMMA] = true, [P_QUESTION] = true,
	[P_COLON] = true, [P_ASSIGN] = true, [P_ASSIGN_OP] = true,
	[P_OROR] = true, [P_ANDAND] = true, [P_PIPE] = true, [P_CARET] = true,
	[P_AMP] = true, [P_EQ] = true, [P_NE] = true, [P_LT] = true,
	[P_GT] = true, [P_LE] = true, [P_GE] = true, [P_SHL] = true,
	[P_SHR] = true, [P_PLUS] = true, [P_MINUS] = true, [P_STAR] = true,
	[P_SLASH] = true, [P_PERCENT] = true, [P_NOT] = true, [P_TILDE] = true,
};

/* Move to the first token of kind stop (or the range end), over brackets. */
void stmt_skip_to(Parser *p, Punct a, Punct b, Punct c)
{
	while (p->i < p->end) {
		const Token *t = &p->f.v[p->i];

		if (t->kind == TK_PUNCT && (t->p == a || t->p == b || t->p == c))
			return;
		if (t->kind == TK_PUNCT && t->match != TOKEN_NO_MATCH &&
		    t->match > p->i && t->match < p->end &&
		    (t->p == P_LPAREN || t->p == P_LBRACK ||
		     (t->p == P_LBRACE && a != P_LBRACE)))
			p->i = t->match + 1;
		else
			p->i++;
	}
}

/*
 * Where the operand of a prefix operator at k - 1 ends, before b: at the
 * first token that can only be a binary operator or end an expression.
 * Names, literals, bracket pairs, '->', '.', '++', '--' and what may be
 * another prefix operator ('-', '*', '&' ...) are taken as part of it,
 * which may take too much, never too little.
 */
static uint32_t operand_end(const Parser *p, uint32_t k, uint32_t b)
{
	for (; k < b; k++) {
		const Token *t = &p->f.v[k];

		if (t->kind != TK_PUNCT)
			continue;
		switch (t->p) {
		case P_LPAREN: case P_LBRACK:
			if (t->match == TOKEN_NO_MATCH || t->match >= b)
				return k;
			k = t->match;
			break;
		case P_DOT: case P_ARROW: case P_INC: case P_DEC: case P_NOT:
		case P_TILDE: case P_MINUS: case P_PLUS: case P_STAR: case P_AMP:
			break;
		default:
			return k;
		}
	}
	return b;
}

/*
 * Whether the '!' or '~' at k may start what the precedence rule reports
 * ("!x == y", "~(a < b)"): a '!' (not doubled) whose operand is compared,
 * a '~' whose operand holds a comparison, a logical operator, a truth
 * value or a name that may give one.
 */
static bool may_mislead(const Parser *p, uint32_t k, uint32_t b)
{
	const Token *v = p->f.v;
	uint32_t end = operand_end(p, k + 1, b);

	if (token_is(&v[k], P_NOT))
		return !token_is(&v[k + 1], P_NOT) && end < b &&
		       (token_is(&v[end], P_EQ) || token_is(&v[end], P_NE));
	for (uint32_t j = k + 1; j < end; j++) {
		if (v[j].kind == TK_PUNCT ? v[j].p == P_NOT || v[j].p == P_ANDAND ||
		    v[j].p == P_OROR || (v[j].p >= P_EQ && v[j].p <= P_GE) :
		    expr_may_be_truth(p, &v[j]))
			return true;
	}
	return false;
}

/*
 * Whether tokens a .. b-1 hold nothing the hooks could report on (see
 * ExprHooks.skip_plain) and are too few to nest past EXPR_MAX_DEPTH,
 * which every level of nesting costs a token at least.  What counts:
 *
 * - a '{': it may open a statement expression's declarations, a
 *   compound literal or an initializer;
 * - an '&', '|' or '^' after what can end an operand (not after '(',
 *   ',' or an operator: that is a unary '&', or no operator at all);
 * - a '(' whose pair holds all the tokens (a whole condition or return
 *   value in parentheses), or after another '(' (doubled), or next to a
 *   binary operator, before it or after its ')' (an operand's), or
 *   before a '{' (a cast's of a compound literal, which goes on past
 *   the '{' that ends the tokens).  Other
 *   parentheses are a call's, a condition's own, sizeof's, a cast's, or
 *   hold an operand of '=', ',', '?', '!', '~' or '->': the hooks are
 *   told of none of these, and what is inside them is looked at like
 *   the rest;
 * - a '!' or '~' that may_mislead;
 * - in a declaration only, a name longer than long_name, typedef, which
 *   adds names that later casts are told by, or bool (see note_truth):
 *   *names says whether there is one, and it is for the caller to tell
 *   whether the tokens are a declaration.
 */
static bool plain(const Parser *p, uint32_t a, uint32_t b, bool *names)
{
	const Token *v = p->f.v;

	*names = false;
	if (!p->h->skip_plain || b > p->end || b < a ||
	    b - a + p->depth > EXPR_MAX_DEPTH)
		return false;
	for (uint32_t k = a; k < b; k++) {
		const Token *t = &v[k], *u = &v[k - (k > a)];

		if (t->kind == TK_IDENT) {
			if (t->len > p->h->long_name || t->kw == KW_TYPEDEF ||
			    bool_keyword(p, t))
				*names = true;
			continue;
		}
		if (t->kind != TK_PUNCT)
			continue;
		switch (t->p) {
		case P_LBRACE:
			return false;
		case P_LPAREN:
			if (t->match == TOKEN_NO_MATCH || t->match >= b)
				return false;
			/* __extension__ is looked through: "a + __extension__ (b)". */
			if (k > a && u->kw == KW_EXTENSION)
				return false;
			/* A call's, after a name: never a cast. */
			if (k > a && is_name(u))
				break;
			/* A cast's of a compound literal, or one that may be. */
			if (is(p, t->match + 1, P_LBRACE))
				return false;
			if (k > a && (u->kw == KW_IF || u->kw == KW_WHILE ||
				      u->kw == KW_SWITCH || u->kw == KW_FOR ||
				      u->kw == KW_SIZEOF || u->kw == KW_ALIGNOF))
				break;	/* a condition's, sizeof's */
			if ((k > a && (token_is(u, P_LPAREN) || precedence(u) > 0)) ||
			    (k == a && t->match == b - 1) ||
			    precedence(at(p, t->match + 1)) > 0)
				return false;
			break;
		case P_AMP: case P_PIPE: case P_CARET:
			if (k > a && (u->kind != TK_PUNCT || !no_operand_end[u->p]))
				return false;
			break;
		case P_NOT: case P_TILDE:
			if (may_mislead(p, k, b))
				return false;
			break;
		default:
			break;
		}
	}
	return true;
}

/* --- statements --- */

/*
 * The end of a statement that did not parse: forget its findings and
 * move past its ';' (or to the '{' or '}' that stops it).  When that
 * '{' opens a body or an initializer the statement had parsed whole
 * (struct s { ... } followed by what is no declarator), what was found
 * up to its end is kept and the parse goes on after it: parsing it again
 * as a block would parse again every statement nested in it, and a nest
 * of such statements would cost twice as much per level (a fuzzed find:
 * 26 levels in 476 bytes took 6 s).
 */
static void give_up(Parser *p, size_t m, uint32_t start)
{
	p->i = start;
	stmt_skip_to(p, P_SEMI, P_LBRACE, P_RBRACE);
	if (p->i == p->body && p->i < p->end && at(p, p->i)->match < p->end) {
		rollback(p, p->body_mark > m ? p->body_mark : m);
		p->i = at(p, p->i)->match + 1;
		return;
	}
	rollback(p, m);
	if (is(p, p->i, P_SEMI))
		p->i++;
	if (p->i == start)
		p->i++;
}

/*
 * Whether the statement at start (a declaration or an expression, up
 * to its ';' or a brace) holds nothing to report (see plain); if so,
 * p->i moves where parsing it, or giving it up, would have left it.
 */
static bool stepped_over(Parser *p, uint32_t start)
{
	bool names;

	if (!p->h->skip_plain || p->base == DK_FIELD)
		return false;	/* every member is noted (note_truth) */
	p->i = start;
	stmt_skip_to(p, P_SEMI, P_LBRACE, P_RBRACE);
	uint32_t stop = p->i;

	if (!plain(p, start, stop, &names)) {
		p->i = start;
		return false;
	}
	/*
	 * A declaration goes on into a struct's or an enum's body, and its
	 * long names and typedefs are what declare is told of.
	 */
	p->i = start;
	if ((names || is(p, stop, P_LBRACE)) && decl_looks_like_declaration(p))
		return false;
	/* As give_up leaves it: after its ';', or at the brace that ends it. */
	p->i = stop;
	if (is(p, p->i, P_SEMI))
		p->i++;
	if (p->i == start)
		p->i++;
	return true;
}

/* A declaration or an expression statement. */
static void simple(Parser *p)
{
	uint32_t start = p->i;
	size_t m;
	bool ok;

	if (stepped_over(p, start)) {
		return;
	} else if (decl_looks_like_declaration(p)) {
		m = mark(p);
		ok = decl_declaration(p);
	} else {
		m = mark(p);
		Expr e = expr_parse_expr(p);
		const Token *t = at(p, p->i);

		ok = e.kind != EX_NONE &&
		     (t->kind == TK_EOF || token_is(t, P_SEMI) ||
		      token_is(t, P_RBRACE) || token_is(t, P_LBRACE));
		if (ok && token_is(t, P_SEMI))
			p->i++;
	}
	if (!ok || p->deep)
		give_up(p, m, start);
}

/* The parenthesized condition after if, while or switch. */
static void condition(Parser *p, bool boolean)
{
	uint32_t close = at(p, p->i)->match, old;
	size_t m = mark(p);
	bool names;
	Expr e;

	if (!is(p, p->i, P_LPAREN) || close == TOKEN_NO_MATCH || close >= p->end)
		return;
	if (plain(p, p->i + 1, close, &names)) {	/* never a declaration */
		p->i = close + 1;
		return;
	}
	old = narrow(p, close);
	p->i++;
	e = expr_parse_expr(p);
	p->end = old;
	if (e.kind == EX_NONE || p->i != close) {
		rollback(p, m);
	} else {
		to_paren(p, &e, PW_CONDITION);
		if (boolean)
			to_boolean(p, &e);
	}
	p->i = close + 1;
}

/* One clause of a for header, up to its ';' or the ')'. */
static bool for_clause(Parser *p, bool boolean)
{
	Expr e;

	if (is(p, p->i, P_SEMI) || p->i >= p->end) {
		p->i++;
		return true;
	}
	if (decl_looks_like_declaration(p))
		return decl_declaration(p);
	e = expr_parse_expr(p);
	if (e.kind == EX_NONE)
		return false;
	if (boolean)
		to_boolean(p, &e);
	if (is(p, p->i, P_SEMI) || p->i == p->end) {
		p->i++;
		return true;
	}
	return false;
}

static void for_header(Parser *p)
{
	uint32_t close = at(p, p->i)->match, old;
	size_t m = mark(p);
	bool ok;

	if (!is(p, p->i, P_LPAREN) || close == TOKEN_NO_MATCH || close >= p->end)
		return;
	old = narrow(p, close);
	p->i++;
	ok = for_clause(p, false) && for_clause(p, true) && for_clause(p, false);
	p->end = old;
	if (!ok)
		rollback(p, m);
	p->i = close + 1;
}

static void return_value(Parser *p)
{
	uint32_t start = p->i;
	size_t m = mark(p);
	Expr e;

	if (is(p, p->i, P_SEMI)) {
		p->i++;
		return;
	}
	if (stepped_over(p, start))
		return;
	e = expr_parse_expr(p);
	if (e.kind == EX_NONE || !is(p, p->i, P_SEMI)) {
		give_up(p, m, start);
		return;
	}
	to_paren(p, &e, PW_RETURN);
	p->i++;
}

static void case_label(Parser *p)
{
	uint32_t start = p->i;
	size_t m = mark(p);
	Expr e = expr_parse_cond(p);

	if (e.kind != EX_NONE && is(p, p->i, P_ELLIPSIS)) {
		p->i++;
		e = expr_parse_cond(p);
	}
	if (e.kind == EX_NONE || !is(p, p->i, P_COLON)) {
		rollback(p, m);
		p->i = start;
		stmt_skip_to(p, P_COLON, P_SEMI, P_RBRACE);
	}
	if (is(p, p->i, P_COLON))
		p->i++;
}

/* One statement from p->i, or one brace: blocks do not recurse here. */
static void statement(Parser *p)
{
	const Token *t = at(p, p->i);

	p->stmt = p->i;
	p->body = TOKEN_NO_MATCH;
	if (token_is(t, P_LBRACE) && ++p->braces > EXPR_MAX_DEPTH) {
		too_deep(p);	/* skip the block */
		p->braces--;
		p->i = t->match < p->end ? t->match + 1 : p->end;
		return;
	}
	if (token_is(t, P_RBRACE) && p->braces > 0 && !--p->braces)
		decl_names_clear(&p->truth[SC_LOCAL]);	/* a function's end */
	if (token_is(t, P_LBRACE) || token_is(t, P_RBRACE) ||
	    token_is(t, P_SEMI)) {
		p->i++;
		return;
	}
	switch (t->kw) {
	case KW_IF: case KW_WHILE:
		p->i++;
		condition(p, true);
		return;
	case KW_SWITCH:
		p->i++;
		condition(p, false);
		return;
	case KW_FOR:
		p->i++;
		for_header(p);
		return;
	case KW_DO: case KW_ELSE:
		p->i++;
		return;
	case KW_RETURN:
		p->i++;
		return_value(p);
		return;
	case KW_CASE:
		p->i++;
		case_label(p);
		return;
	case KW_DEFAULT: case KW_GOTO: case KW_BREAK: case KW_CONTINUE:
		p->i++;
		stmt_skip_to(p, P_SEMI, P_COLON, P_RBRACE);
		if (is(p, p->i, P_SEMI) || is(p, p->i, P_COLON))
			p->i++;
		return;
	default:
		break;
	}
	if (is_name(t) && is(p, p->i + 1, P_COLON) && p->base != DK_FIELD) {
		p->i += 2;	/* a label */
		return;
	}
	simple(p);
}

/*
 * Statements up to the end of the range.  A statement nested too deep
 * has been skipped whole; the next one starts afresh.
 */
void stmt_statements(Parser *p)
{
	while (p->i < p->end) {
		statement(p);
		if (p->depth == 0)
			p->deep = false;
		else if (p->deep)
			return;
	}
}
