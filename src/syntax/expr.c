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
 */
#include "syntax/expr.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

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

static const Expr none = { 0 };

static const Token *at(const Parser *p, uint32_t k)
{
	return k < p->end ? &p->f.v[k] : &eof_token;
}

static bool is(const Parser *p, uint32_t k, Punct x)
{
	return token_is(at(p, k), x);
}

static bool is_name(const Token *t)
{
	return t->kind == TK_IDENT && (t->kw == KW_NONE || t->kw == KW_DEFINE);
}

static size_t mark(Parser *p)
{
	return p->h->mark ? p->h->mark(p->h->ctx) : 0;
}

static void rollback(Parser *p, size_t m)
{
	if (p->h->rollback)
		p->h->rollback(p->h->ctx, m);
}

/* Nesting passed the limit at p->i: say so, once per file. */
static void too_deep(Parser *p)
{
	p->deep = true;
	if (!p->deep_told && p->h->deep)
		p->h->deep(p->h->ctx, &p->f, p->i < p->end ? p->i : p->end - 1);
	p->deep_told = true;
}

static bool enter(Parser *p)
{
	if (p->deep)
		return false;
	if (++p->depth <= EXPR_MAX_DEPTH)
		return true;
	p->depth--;
	too_deep(p);
	return false;
}

static void leave(Parser *p)
{
	p->depth--;
}

/* --- names declared by typedef --- */

static size_t name_hash(const char *s, uint32_t n)
{
	size_t h = 5381;

	for (uint32_t i = 0; i < n; i++)
		h = h * 33 + (unsigned char)s[i];
	return h;
}

/* What was declared of a name: its NB_* bits, 0 if nothing. */
static unsigned names_get(const NameSet *ns, const char *s, uint32_t n)
{
	if (!ns->n)
		return 0;
	for (size_t h = name_hash(s, n) & (ns->nslots - 1); ns->name[h];
	     h = (h + 1) & (ns->nslots - 1))
		if (ns->len[h] == n && !memcmp(ns->name[h], s, n))
			return ns->bits[h];
	return 0;
}

static bool names_has(const NameSet *ns, const char *s, uint32_t n)
{
	return names_get(ns, s, n) != 0;
}

/*
 * The arrays of a set, which share one block: the parser holds it while
 * it parses (mem_hold), and it is never half made.
 */
static void names_free(NameSet *ns)
{
	free(ns->name);
}

static void parser_names_free(void *p)
{
	Parser *q = p;

	names_free(&q->typedefs);
	for (int k = 0; k < SC_N; k++)
		names_free(&q->truth[k]);
}

/* Forget every name, keeping the room (a function's locals, at its end). */
static void names_clear(NameSet *ns)
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

static bool spelled(const Parser *p, const Token *t, const char *w, size_t n)
{
	return t->len == n && !memcmp(p->f.buf + t->off, w, n);
}

static bool bool_keyword(const Parser *p, const Token *t)
{
	return t->kw == KW_TYPE && (spelled(p, t, "bool", 4) ||
				    spelled(p, t, "_Bool", 5));
}

/* The NB_* bits of the name at t in a scope. */
static unsigned truth_of(const Parser *p, Scope sc, const Token *t)
{
	return names_get(&p->truth[sc], p->f.buf + t->off, t->len);
}

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
static bool may_be_truth(const Parser *p, const Token *t)
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
static void skip_to(Parser *p, Punct a, Punct b, Punct c)
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

/* Narrow the range to end before close; returns the old end. */
static uint32_t narrow(Parser *p, uint32_t close)
{
	uint32_t old = p->end;

	if (close < p->end)
		p->end = close;
	return old;
}

/* --- expressions --- */

static Expr parse_expr(Parser *p);
static Expr parse_assign(Parser *p);
static Expr parse_unary(Parser *p);
static void statements(Parser *p);
static bool init_list(Parser *p);

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

static void to_boolean(Parser *p, const Expr *e)
{
	if (p->h->boolean)
		p->h->boolean(p->h->ctx, &p->f, e, p->stmt);
}

static void to_paren(Parser *p, const Expr *e, ParenWhere w)
{
	if (p->h->paren)
		p->h->paren(p->h->ctx, &p->f, e, w);
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
		a = parse_assign(p);
		if (a.kind == EX_NONE || !(is(p, p->i, P_COMMA) || p->i == close)) {
			rollback(p, m);
			skip_to(p, P_COMMA, P_COMMA, P_COMMA);
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
		statements(p);
		p->end = inner;
		p->stmt = save;
		e = leaf(open, close, EX_BLOCK);
		e.effects = e.work = true;
		p->i = close - 1;
	} else {
		e = parse_expr(p);
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
			x = parse_expr(p);
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

		if (!init_list(p))
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
static int precedence(const Token *t)
{
	return t->kind == TK_PUNCT && t->p <= P_OTHER ? precedences[t->p] : 0;
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
static Expr parse_cond(Parser *p)
{
	Expr c = parse_binary(p, 1), m = { 0 }, r;
	uint32_t q = p->i;

	if (c.kind == EX_NONE || !is(p, q, P_QUESTION))
		return c;
	to_boolean(p, &c);
	p->i++;
	if (!is(p, p->i, P_COLON)) {
		m = parse_expr(p);
		if (m.kind == EX_NONE)
			return none;
	}
	if (!is(p, p->i, P_COLON) || !enter(p))
		return none;
	p->i++;
	r = parse_cond(p);
	leave(p);
	if (r.kind == EX_NONE)
		return none;
	return node(c.first, r.last, q, EX_COND, fx(&c) | fx(&m) | fx(&r));
}

/* assignment: conditional [ assignment-operator assignment ] */
static Expr parse_assign(Parser *p)
{
	Expr l = parse_cond(p), r;
	uint32_t op = p->i;

	if (l.kind == EX_NONE ||
	    !(is(p, op, P_ASSIGN) || is(p, op, P_ASSIGN_OP)))
		return l;
	if (!enter(p))
		return none;
	p->i++;
	r = parse_assign(p);
	leave(p);
	if (r.kind == EX_NONE)
		return none;
	return node(l.first, r.last, op, EX_ASSIGN, FX_ALL);
}

/* expression: assignment { ',' assignment } */
static Expr parse_expr(Parser *p)
{
	Expr e = parse_assign(p);

	while (e.kind != EX_NONE && is(p, p->i, P_COMMA)) {
		uint32_t op = p->i++;
		Expr r = parse_assign(p);

		if (r.kind == EX_NONE)
			return none;
		e = node(e.first, r.last, op, EX_COMMA, fx(&e) | fx(&r));
	}
	return e;
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
		    may_be_truth(p, &v[j]))
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
		names_clear(&p->truth[SC_LOCAL]);
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
			if (parse_cond(p).kind == EX_NONE)
				rollback(p, m);
		}
		skip_to(p, P_COMMA, P_COMMA, P_COMMA);
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
		statements(p);
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
		return init_list(p);
	return parse_assign(p).kind != EX_NONE;
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

static bool init_list(Parser *p)
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
			skip_to(p, P_COMMA, P_COMMA, P_COMMA);
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
static bool declaration(Parser *p)
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
			if (parse_cond(p).kind == EX_NONE)
				return false;
		} else if (token_is(t, P_LBRACK)) {
			uint32_t close = t->match, old;
			size_t m = mark(p);

			if (close == TOKEN_NO_MATCH)
				return false;
			old = narrow(p, close);
			p->i++;
			if (p->i < close && (parse_expr(p).kind == EX_NONE ||
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
static bool looks_like_declaration(const Parser *p)
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
	skip_to(p, P_SEMI, P_LBRACE, P_RBRACE);
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
	skip_to(p, P_SEMI, P_LBRACE, P_RBRACE);
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
	if ((names || is(p, stop, P_LBRACE)) && looks_like_declaration(p))
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
	} else if (looks_like_declaration(p)) {
		m = mark(p);
		ok = declaration(p);
	} else {
		m = mark(p);
		Expr e = parse_expr(p);
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
	e = parse_expr(p);
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
	if (looks_like_declaration(p))
		return declaration(p);
	e = parse_expr(p);
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
	e = parse_expr(p);
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
	Expr e = parse_cond(p);

	if (e.kind != EX_NONE && is(p, p->i, P_ELLIPSIS)) {
		p->i++;
		e = parse_cond(p);
	}
	if (e.kind == EX_NONE || !is(p, p->i, P_COLON)) {
		rollback(p, m);
		p->i = start;
		skip_to(p, P_COLON, P_SEMI, P_RBRACE);
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
		names_clear(&p->truth[SC_LOCAL]);	/* a function's end */
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
		skip_to(p, P_SEMI, P_COLON, P_RBRACE);
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
static void statements(Parser *p)
{
	while (p->i < p->end) {
		statement(p);
		if (p->depth == 0)
			p->deep = false;
		else if (p->deep)
			return;
	}
}

/* A #define: its name and parameters, then its body as statements. */
static void define(Parser *p, uint32_t first, uint32_t end)
{
	uint32_t k = first + 2;

	p->i = first;
	p->end = end;
	if (at(p, first + 1)->kw != KW_DEFINE || !is_name(at(p, k)))
		return;
	declare(p, k, DK_MACRO);
	k++;
	names_clear(&p->truth[SC_LOCAL]);
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
	statements(p);
}

void expr_parse(const char *buf, const Tokens *t, const ExprHooks *h)
{
	Parser p = { .body = TOKEN_NO_MATCH };
	MemHold hold;

	mem_hold(&hold, parser_names_free, &p);
	p.h = h;
	p.f = (ExprFile){ buf, t->v, (uint32_t)(t->n - 1), false };
	p.end = (uint32_t)(t->n - 1);
	p.base = DK_VARIABLE;
	statements(&p);
	p.f = (ExprFile){ buf, t->pp, 0, true };
	for (size_t d = 0; d < t->ndir; d++) {
		p.braces = 0;
		p.f.end = t->dir[d].end;
		define(&p, t->dir[d].first, t->dir[d].end);
	}
	mem_let_go(&hold);
	parser_names_free(&p);
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
