/*
 * expr: a tolerant recursive-descent parser over a file's tokens.
 *
 * There is no preprocessing: macros stay unexpanded and unknown names are
 * fine.  The statement level is flat (braces do not recurse), so deep
 * blocks cost no stack; it recognizes keywords, labels, declarations and
 * expression statements.  Expressions are parsed by precedence climbing
 * and summarized in an Expr per subexpression; no tree is built, and the
 * rules see each operator, boolean context and pair of parentheses
 * through hooks as the parse forms them.  A statement that does not
 * parse (a type as a macro argument, a '##' in a macro body, code split
 * by #if) is rolled back and skipped to its ';', never guessed at; a
 * macro argument that does not parse is skipped alone.  When the hooks
 * allow it (ExprHooks.skip_plain), an expression statement, condition or
 * return value with nothing they could be told of is stepped over
 * unparsed (see plain): most statements, on the kernel.  Names the file
 * declares bool (variables, parameters, members, functions) are noted
 * by scope, so that the rules know them for truth values (see
 * note_truth).
 *
 * A parenthesized type is told from a parenthesized expression by these
 * signs, in order: a type keyword, struct/union/enum or typeof first; a
 * name declared by typedef earlier in the file, ending in "_t", or one
 * of the kernel's fixed-width names (u8 ... u64, s8 ... __be64) or the
 * BSD ones (uint, u_long, ...); two names in a row; a name followed only
 * by '*'s; and, for "(name)" alone, a next token that can start an
 * operand but cannot follow one (a name, a literal, '!' or '~'), or an
 * '&', '*', '-' or '+' glued to both sides after a name with a lower-case
 * letter ("(ulong)&x").  "(name) - x" and "(NAME)&x" are read as
 * expressions.
 *
 * This file holds the entry and the expressions; the statements and
 * what is stepped over are in expr_stmt.c, the declarations and the
 * names they declare in expr_decl.c, the state they share in
 * expr_parser.h.
 */
#include "syntax/expr.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "syntax/expr_parser.h"

static const Expr none = { 0 };

/* --- types --- */

static bool kernel_type_name(const char *s, uint32_t n)
{
	static const char *const bsd[] = {
		"uint", "ulong", "ushort", "uchar", "u_int", "u_long",
		"u_short", "u_char",
	};

	if (n >= 2 && s[n - 2] == '_' && s[n - 1] == 't')
		return true;
	for (size_t k = 0; k < sizeof(bsd) / sizeof(*bsd); k++)
		if (strlen(bsd[k]) == n && !memcmp(bsd[k], s, n))
			return true;
	if (n >= 2 && s[0] == '_' && s[1] == '_')
		s += 2, n -= 2;
	if (n >= 2 && (s[0] == 'u' || s[0] == 's')) {
		uint32_t d = 1;

		while (d < n && s[d] >= '0' && s[d] <= '9')
			d++;
		return d == n && n <= 3;
	}
	if (n >= 4 && (!memcmp(s, "le", 2) || !memcmp(s, "be", 2))) {
		uint32_t d = 2;

		while (d < n && s[d] >= '0' && s[d] <= '9')
			d++;
		return d == n;
	}
	return false;
}

static bool type_name(const Parser *p, const Token *t)
{
	const char *s = p->f.buf + t->off;

	if (t->kind != TK_IDENT)
		return false;
	if (t->kw == KW_TYPE || t->kw == KW_QUAL || t->kw == KW_STRUCT ||
	    t->kw == KW_UNION || t->kw == KW_ENUM || t->kw == KW_TYPEOF ||
	    t->kw == KW_ATTRIBUTE)
		return true;
	return t->kw == KW_NONE && (kernel_type_name(s, t->len) ||
				    names_has(&p->typedefs, s, t->len));
}

/* Whether the tokens k .. close (exclusive) spell a type name. */
static bool spells_type(const Parser *p, uint32_t k, uint32_t close)
{
	const Token *t = at(p, k);

	if (k >= close)
		return false;
	if (type_name(p, t))
		return true;
	if (!is_name(t))
		return false;
	if (k + 1 < close && is_name(at(p, k + 1)))
		return true;
	for (k++; k < close; k++)
		if (!is(p, k, P_STAR))
			return false;
	return at(p, close - 1) != t;
}

/* Whether the '(' at k opens a cast (not a compound literal's). */
static bool is_cast(const Parser *p, uint32_t k)
{
	uint32_t m = at(p, k)->match;
	const Token *next;

	if (m == TOKEN_NO_MATCH || m >= p->end)
		return false;
	if (spells_type(p, k + 1, m))
		return true;
	if (m != k + 2 || !is_name(at(p, k + 1)))
		return false;
	next = at(p, m + 1);
	if (next->kind == TK_NUM || next->kind == TK_CHAR ||
	    next->kind == TK_STR || is_name(next) || next->kw == KW_SIZEOF ||
	    token_is(next, P_NOT) || token_is(next, P_TILDE))
		return true;
	/* "(ulong)&x": an operator glued to both sides, after a lower-case name */
	return (token_is(next, P_AMP) || token_is(next, P_STAR) ||
		token_is(next, P_MINUS) || token_is(next, P_PLUS)) &&
	       !(next->flags & TF_SPACE) && !(at(p, m + 2)->flags & TF_SPACE) &&
	       token_has_lower(p->f.buf, at(p, k + 1));
}

/* --- names declared bool --- */

/*
 * Whether the name at t is a bool variable or parameter: the current
 * function's declarations of it decide, else those at file scope.
 */
static bool bool_variable(const Parser *p, const Token *t)
{
	unsigned local = truth_of(p, SC_LOCAL, t);

	if (!is_name(t))
		return false;
	if (local)
		return local == NB_BOOL;
	return (truth_of(p, SC_FILE, t) & (NB_BOOL | NB_OTHER)) == NB_BOOL;
}

typedef enum Called {
	CALL_OTHER,
	CALL_PURE,		/* a C library function that only reads */
	CALL_BOOL,		/* a function of the file that returns bool */
	CALL_HINT,		/* likely, unlikely: a condition, no effect */
	CALL_ASSERT,		/* WARN_ON*, WARN, WARN_ONCE, BUG_ON */
} Called;

/*
 * The C library's functions that read memory and change nothing: a
 * call of one has no effect that '&&' or '||' could skip, so
 * "(n > 0) & (s[strlen(s) - 1] == '}')" is a '&&' written '&'.
 */
static const char *const pure_calls[] = {
	"strlen", "strnlen", "strcmp", "strncmp", "strcasecmp",
	"strncasecmp", "memcmp", "strchr", "strrchr", "strstr", "memchr",
	"isalnum", "isalpha", "isblank", "iscntrl", "isdigit", "isgraph",
	"islower", "isprint", "ispunct", "isspace", "isupper", "isxdigit",
};

static bool pure_call(const Parser *p, const Token *t)
{
	for (size_t i = 0; i < sizeof(pure_calls) / sizeof(*pure_calls); i++)
		if (spelled(p, t, pure_calls[i], strlen(pure_calls[i])))
			return true;
	return false;
}

/*
 * What a call of the name at t is: the kernel's branch hints and
 * assertions take a condition as their first argument and give a truth
 * value (BUG_ON gives none, which no expression uses).
 */
static Called called(const Parser *p, const Token *t)
{
	const char *s = p->f.buf + t->off;

	if (!is_name(t))
		return CALL_OTHER;
	if (pure_call(p, t))
		return CALL_PURE;
	if (spelled(p, t, "likely", 6) || spelled(p, t, "unlikely", 8))
		return CALL_HINT;
	if ((t->len >= 7 && !memcmp(s, "WARN_ON", 7)) ||
	    spelled(p, t, "WARN", 4) || spelled(p, t, "WARN_ONCE", 9) ||
	    spelled(p, t, "BUG_ON", 6))
		return CALL_ASSERT;
	if (!truth_of(p, SC_LOCAL, t) && (truth_of(p, SC_FILE, t) & NB_FUNC))
		return CALL_BOOL;
	return CALL_OTHER;
}

/*
 * Whether the name at t may give a truth value (for plain, which must
 * not step over what the parse would find boolean): a name noted in any
 * scope, or one that called knows.
 */
bool expr_may_be_truth(const Parser *p, const Token *t)
{
	if (t->kw == KW_TRUE || t->kw == KW_FALSE || bool_keyword(p, t))
		return true;
	if (!is_name(t))
		return false;
	for (int sc = 0; sc < SC_N; sc++)
		if (truth_of(p, (Scope)sc, t))
			return true;
	return called(p, t) >= CALL_BOOL;
}

/* --- expressions --- */

static Expr parse_unary(Parser *p);

static Expr leaf(uint32_t first, uint32_t last, ExprKind k)
{
	Expr e = { 0 };

	e.first = first;
	e.last = last;
	e.kind = e.core = (uint8_t)k;
	e.op = first;
	return e;
}

/* What an expression does besides giving a value (Expr.effects, .work). */
enum {
	FX_CALL = 1,		/* calls a function */
	FX_WORK = 2,		/* assigns, increments, or may (see Expr.work) */
	FX_ALL = FX_CALL | FX_WORK,
};

static unsigned fx(const Expr *e)
{
	return (e->effects ? FX_CALL : 0) | (e->work ? FX_ALL : 0);
}

/* A node of kind k over first .. last, its operator at op. */
static Expr node(uint32_t first, uint32_t last, uint32_t op, ExprKind k,
		 unsigned effects)
{
	Expr e = leaf(first, last, k);

	e.op = op;
	e.effects = effects != 0;
	e.work = (effects & FX_WORK) != 0;
	return e;
}

static bool is_comparison(Punct x)
{
	return x == P_EQ || x == P_NE || x == P_LT || x == P_GT ||
	       x == P_LE || x == P_GE;
}

static bool is_bitwise(Punct x)
{
	return x == P_AMP || x == P_PIPE || x == P_CARET;
}

/* Adjacent string literals, and names between two of them (PRIx64). */
static Expr strings(Parser *p)
{
	uint32_t first = p->i;

	p->i++;
	while (at(p, p->i)->kind == TK_STR ||
	       (is_name(at(p, p->i)) && at(p, p->i + 1)->kind == TK_STR))
		p->i++;
	return leaf(first, p->i - 1, EX_LITERAL);
}

/*
 * The arguments of a call at '(' (p->i): each an assignment expression,
 * or empty; one that does not parse (a type, a statement) is skipped.
 * With condition, the first stands in a boolean context.  *effects says
 * whether an argument has effects (or did not parse).
 */
static bool arguments(Parser *p, bool condition, unsigned *effects)
{
	uint32_t close = at(p, p->i)->match, old;
	bool first = true;

	*effects = 0;
	if (close == TOKEN_NO_MATCH || close >= p->end)
		return false;
	old = narrow(p, close);
	p->i++;
	while (p->i < close && !p->deep) {
		size_t m = mark(p);
		Expr a;

		if (is(p, p->i, P_COMMA)) {
			first = false;
			p->i++;
			continue;
		}
		a = expr_parse_assign(p);
		if (a.kind == EX_NONE || !(is(p, p->i, P_COMMA) || p->i == close)) {
			rollback(p, m);
			stmt_skip_to(p, P_COMMA, P_COMMA, P_COMMA);
			*effects = FX_ALL;
		} else {
			if (condition && first)
				to_boolean(p, &a);
			*effects |= fx(&a);
		}
		first = false;
		if (p->i < close)
			p->i++;
	}
	p->end = old;
	p->i = close + 1;
	return !p->deep;
}

/* ( expr ), or ({ statements }) */
static Expr paren_primary(Parser *p)
{
	uint32_t open = p->i, close = at(p, open)->match, old;
	Expr e;

	if (close == TOKEN_NO_MATCH || close >= p->end || !enter(p))
		return none;
	old = narrow(p, close);
	p->i++;
	if (is(p, p->i, P_LBRACE) && at(p, p->i)->match == close - 1) {
		uint32_t save = p->stmt, inner = narrow(p, close - 1);

		p->i++;
		stmt_statements(p);
		p->end = inner;
		p->stmt = save;
		e = leaf(open, close, EX_BLOCK);
		e.effects = e.work = true;
		p->i = close - 1;
	} else {
		e = expr_parse_expr(p);
	}
	p->end = old;
	leave(p);
	if (e.kind == EX_NONE || p->i + (e.kind == EX_BLOCK) != close)
		return none;
	p->i = close + 1;
	if (e.kind == EX_BLOCK)
		return e;
	to_paren(p, &e, PW_PAREN);
	e.kind = EX_PAREN;
	e.first = open;
	e.last = close;
	e.parens++;
	return e;
}

static Expr parse_primary(Parser *p)
{
	const Token *t = at(p, p->i);

	if (is_name(t) || t->kw == KW_TRUE || t->kw == KW_FALSE) {
		Expr e = leaf(p->i, p->i, EX_IDENT);

		e.boolean = t->kw == KW_TRUE || t->kw == KW_FALSE ||
			    bool_variable(p, t);
		p->i++;
		return e;
	}
	if (t->kind == TK_NUM || t->kind == TK_CHAR) {
		p->i++;
		return leaf(p->i - 1, p->i - 1, EX_LITERAL);
	}
	if (t->kind == TK_STR)
		return strings(p);
	if (token_is(t, P_LPAREN))
		return paren_primary(p);
	return none;
}

static Expr parse_postfix(Parser *p)
{
	Expr e = parse_primary(p);

	while (e.kind != EX_NONE) {
		const Token *t = at(p, p->i);
		uint32_t close = t->match;

		if (token_is(t, P_LPAREN)) {
			Called c = e.kind == EX_IDENT ? called(p, at(p, e.first)) :
				   CALL_OTHER;
			unsigned effects;
			bool ok;

			if (!enter(p))
				return none;
			ok = arguments(p, c >= CALL_HINT, &effects);
			leave(p);
			if (!ok)
				return none;
			e = node(e.first, close, e.first, EX_CALL, effects |
				 (c != CALL_HINT && c != CALL_PURE ? FX_CALL : 0));
			e.boolean = c >= CALL_BOOL;
		} else if (token_is(t, P_LBRACK)) {
			uint32_t old;
			Expr x;

			if (close == TOKEN_NO_MATCH || close >= p->end || !enter(p))
				return none;
			old = narrow(p, close);
			p->i++;
			x = expr_parse_expr(p);
			p->end = old;
			leave(p);
			if (x.kind == EX_NONE || p->i != close)
				return none;
			p->i = close + 1;
			e = node(e.first, close, e.first, EX_SUBSCRIPT,
				 fx(&e) | fx(&x));
		} else if ((token_is(t, P_DOT) || token_is(t, P_ARROW)) &&
			   is_name(at(p, p->i + 1))) {
			p->i += 2;
			e = node(e.first, p->i - 1, e.first, EX_MEMBER, fx(&e));
			e.boolean = e.member_truth =
				truth_of(p, SC_FIELD, at(p, p->i - 1)) == NB_BOOL;
		} else if (token_is(t, P_INC) || token_is(t, P_DEC)) {
			p->i++;
			e = node(e.first, p->i - 1, p->i - 1, EX_INCDEC, FX_ALL);
		} else {
			break;
		}
	}
	return e;
}

/* sizeof x, sizeof (type), _Alignof (type) */
static Expr parse_sizeof(Parser *p)
{
	uint32_t first = p->i++;
	Expr e;

	if (is(p, p->i, P_LPAREN)) {
		uint32_t m = at(p, p->i)->match;

		if (m != TOKEN_NO_MATCH && m < p->end && spells_type(p, p->i + 1, m)) {
			p->i = m + 1;
			return leaf(first, m, EX_SIZEOF);
		}
	}
	if (!enter(p))
		return none;
	e = parse_unary(p);
	leave(p);
	if (e.kind == EX_NONE)
		return none;
	return leaf(first, e.last, EX_SIZEOF);
}

/* (type) x, or (type){ ... } */
static Expr parse_cast(Parser *p)
{
	uint32_t first = p->i, m = at(p, p->i)->match;
	Expr e;

	p->i = m + 1;
	if (is(p, p->i, P_LBRACE)) {
		uint32_t close = at(p, p->i)->match;

		if (!decl_init_list(p))
			return none;
		e = leaf(first, close, EX_BLOCK);
		e.effects = e.work = true;
		return e;
	}
	if (!enter(p))
		return none;
	e = parse_unary(p);
	leave(p);
	if (e.kind == EX_NONE)
		return none;
	e = node(first, e.last, first, EX_CAST, fx(&e));
	e.boolean = m == first + 2 && bool_keyword(p, at(p, first + 1));
	return e;
}

static Expr parse_unary(Parser *p)
{
	const Token *t = at(p, p->i);
	uint32_t op = p->i;
	Expr e;

	if (t->kw == KW_EXTENSION) {
		if (!enter(p))
			return none;
		p->i++;
		e = parse_unary(p);
		leave(p);
		return e;
	}
	if (t->kw == KW_SIZEOF || t->kw == KW_ALIGNOF)
		return parse_sizeof(p);
	if (token_is(t, P_LPAREN) && is_cast(p, p->i))
		return parse_cast(p);
	if (t->kind != TK_PUNCT || !(t->p == P_NOT || t->p == P_TILDE ||
				     t->p == P_MINUS || t->p == P_PLUS ||
				     t->p == P_STAR || t->p == P_AMP ||
				     t->p == P_INC || t->p == P_DEC ||
				     t->p == P_ANDAND))
		return parse_postfix(p);
	if (t->p == P_ANDAND && is_name(at(p, p->i + 1))) {
		p->i += 2;	/* &&label, GNU */
		return leaf(op, op + 1, EX_UNARY);
	}
	if (!enter(p))
		return none;
	p->i++;
	e = parse_unary(p);
	leave(p);
	if (e.kind == EX_NONE)
		return none;
	if (t->p == P_NOT)
		to_boolean(p, &e);
	if (t->p == P_TILDE && p->h->complement)
		p->h->complement(p->h->ctx, &p->f, op, &e);
	e = node(op, e.last, op, EX_UNARY,
		 fx(&e) | (t->p == P_INC || t->p == P_DEC ? FX_ALL : 0));
	e.boolean = e.bare_not = t->p == P_NOT;
	return e;
}

/*
 * Whether e is a comparison or a negation, parenthesized or not: what
 * it gives is a truth value, whatever the calls in it do.
 */
static bool truth_test(const Parser *p, const Expr *e)
{
	const Token *t = at(p, e->op);

	return (e->core == EX_BINARY && t->kind == TK_PUNCT &&
		is_comparison((Punct)t->p)) ||
	       (e->core == EX_UNARY && token_is(t, P_NOT));
}

static Expr combine(const Parser *p, const Expr *l, uint32_t op, const Expr *r)
{
	Punct x = (Punct)at(p, op)->p;
	Expr e = { 0 };
	bool chain = l->kind == EX_BINARY && at(p, l->op)->p == x;

	e.first = l->first;
	e.last = r->last;
	e.op = op;
	e.kind = e.core = EX_BINARY;
	e.effects = l->effects || r->effects;
	e.work = l->work || r->work;
	e.right_effects = r->effects || (chain && l->right_effects);
	e.right_work = (r->effects && (r->work || !truth_test(p, r))) ||
		       (chain && l->right_work);
	e.boolean = is_comparison(x) || x == P_ANDAND || x == P_OROR ||
		    (is_bitwise(x) && l->boolean && r->boolean);
	if (is_bitwise(x)) {
		e.member_truth = e.boolean && (l->member_truth || r->member_truth);
		e.bool_operand = (l->boolean && r->boolean) ||
				 (l->boolean && !l->member_truth) ||
				 (r->boolean && !r->member_truth) ||
				 (chain && l->bool_operand);
	}
	return e;
}

/*
 * binary: unary { op binary-of-higher-precedence }, left to right, with
 * the precedences of C from '*' (10) down to '||' (1).
 */
static Expr parse_binary(Parser *p, int min)
{
	Expr l = parse_unary(p);

	while (l.kind != EX_NONE) {
		int prec = precedence(at(p, p->i));
		uint32_t op = p->i;
		Expr r;

		if (prec == 0 || prec < min)
			break;
		p->i++;
		r = parse_binary(p, prec + 1);
		if (r.kind == EX_NONE)
			return none;
		if (prec <= 2) {
			to_boolean(p, &l);
			to_boolean(p, &r);
		}
		if (p->h->binary)
			p->h->binary(p->h->ctx, &p->f, &l, op, &r);
		l = combine(p, &l, op, &r);
	}
	return l;
}

/* conditional: binary [ '?' [expr] ':' conditional ] */
Expr expr_parse_cond(Parser *p)
{
	Expr c = parse_binary(p, 1), m = { 0 }, r;
	uint32_t q = p->i;

	if (c.kind == EX_NONE || !is(p, q, P_QUESTION))
		return c;
	to_boolean(p, &c);
	p->i++;
	if (!is(p, p->i, P_COLON)) {
		m = expr_parse_expr(p);
		if (m.kind == EX_NONE)
			return none;
	}
	if (!is(p, p->i, P_COLON) || !enter(p))
		return none;
	p->i++;
	r = expr_parse_cond(p);
	leave(p);
	if (r.kind == EX_NONE)
		return none;
	return node(c.first, r.last, q, EX_COND, fx(&c) | fx(&m) | fx(&r));
}

/* assignment: conditional [ assignment-operator assignment ] */
Expr expr_parse_assign(Parser *p)
{
	Expr l = expr_parse_cond(p), r;
	uint32_t op = p->i;

	if (l.kind == EX_NONE ||
	    !(is(p, op, P_ASSIGN) || is(p, op, P_ASSIGN_OP)))
		return l;
	if (!enter(p))
		return none;
	p->i++;
	r = expr_parse_assign(p);
	leave(p);
	if (r.kind == EX_NONE)
		return none;
	return node(l.first, r.last, op, EX_ASSIGN, FX_ALL);
}

/* expression: assignment { ',' assignment } */
Expr expr_parse_expr(Parser *p)
{
	Expr e = expr_parse_assign(p);

	while (e.kind != EX_NONE && is(p, p->i, P_COMMA)) {
		uint32_t op = p->i++;
		Expr r = expr_parse_assign(p);

		if (r.kind == EX_NONE)
			return none;
		e = node(e.first, r.last, op, EX_COMMA, fx(&e) | fx(&r));
	}
	return e;
}

void expr_parse(const char *buf, const Tokens *t, const ExprHooks *h)
{
	Parser p = { .body = TOKEN_NO_MATCH };
	MemHold hold;

	mem_hold(&hold, decl_parser_names_free, &p);
	p.h = h;
	p.f = (ExprFile){ buf, t->v, (uint32_t)(t->n - 1), false };
	p.end = (uint32_t)(t->n - 1);
	p.base = DK_VARIABLE;
	stmt_statements(&p);
	p.f = (ExprFile){ buf, t->pp, 0, true };
	for (size_t d = 0; d < t->ndir; d++) {
		p.braces = 0;
		p.f.end = t->dir[d].end;
		decl_define(&p, t->dir[d].first, t->dir[d].end);
	}
	mem_let_go(&hold);
	decl_parser_names_free(&p);
}

static void keep_index(uint32_t **v, size_t *n, size_t *cap, uint32_t i)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		*v = xrealloc(*v, *cap * sizeof(**v));
	}
	(*v)[(*n)++] = i;
}

static void note_declared(void *ctx, const ExprFile *f, uint32_t tok, DeclKind k)
{
	ExprNames *n = ctx;

	if (f->v != n->code)
		return;	/* a directive's */
	if (k == DK_VARIABLE || k == DK_PARAMETER || k == DK_ENUMERATOR)
		keep_index(&n->vars, &n->nvars, &n->capvars, tok);
	else if (k == DK_TYPEDEF)
		keep_index(&n->types, &n->ntypes, &n->captypes, tok);
}

static bool named_in(const char *buf, const Token *code, const uint32_t *v,
		     size_t n, const Token *t)
{
	for (size_t i = 0; i < n; i++)
		if (token_same_text(buf, &code[v[i]], t))
			return true;
	return false;
}

bool expr_known_variable(ExprNames *n, const char *buf, const Tokens *t,
			 const Token *name)
{
	if (!n->ready) {
		ExprHooks h = { .declare = note_declared, .ctx = n };

		n->code = t->v;
		expr_parse(buf, t, &h);
		n->ready = true;
	}
	return name->kind == TK_IDENT && name->kw == KW_NONE &&
	       named_in(buf, t->v, n->vars, n->nvars, name) &&
	       !named_in(buf, t->v, n->types, n->ntypes, name);
}

void expr_names_free(ExprNames *n)
{
	free(n->vars);
	free(n->types);
	memset(n, 0, sizeof(*n));
}

void expr_names_release(void *n)
{
	expr_names_free(n);
}
