/*
 * parens_symmetry: for redundant-parens, the pairs kept because the code
 * around them is written alike: a sibling operand's pair, a chain's
 * term, a row or a condition close by.
 */
#include "rules/parens_symmetry.h"

#include "aspects/aspect.h"

/*
 * Whether the parentheses opening at token open are kin to a plain
 * operand's pair beside them, across the token between: they hold a
 * computation (an arithmetic, shift or bitwise operator outside inner
 * brackets, or a cast first; no comparison, '&&', '||' or '?'), or an
 * operator binding less tightly than between, which they are needed
 * for ("(up) != (a && b)"; not across '&&' or '||', whose operands are
 * conditions each, "(p) && (a || b)").  A comparison's pair beside '|'
 * or '&&' is written for another reason ("(flag) | (n < 4)").
 */
static bool alike_pair(const ExprFile *f, uint32_t open, const Token *between)
{
	const Token *v = f->v;
	uint32_t close = v[open].match;
	int loosest = 11, prec;
	bool value = false, truth = false;

	if (close == TOKEN_NO_MATCH || close < open)
		return false;
	for (uint32_t k = open + 1; k < close; k++) {
		const Token *t = &v[k];
		bool open_bracket = t->p == P_LPAREN || t->p == P_LBRACK ||
				    t->p == P_LBRACE;

		if (t->kind != TK_PUNCT)
			continue;
		if (open_bracket && t->match > k && t->match < close) {
			value |= k == open + 1 && t->p == P_LPAREN &&
				 t->match + 1 < close;	/* "((u8 *)p)" */
			k = t->match;
		} else if ((prec = binding((Punct)t->p)) >= 0) {
			bool logic = prec < binding(P_PIPE) ||
				     prec == binding(P_EQ) || prec == binding(P_LT);

			if (!logic && !ends_operand(&v[k - 1]))
				continue;	/* a unary '-', '+', '*' or '&' */
			truth |= logic;
			value |= !logic;
			if (prec < loosest)
				loosest = prec;
		} else if (t->p == P_COMMA || t->p == P_ASSIGN ||
			   t->p == P_ASSIGN_OP) {
			return false;
		}
	}
	prec = between->kind == TK_PUNCT ? binding((Punct)between->p) : -1;
	if (prec > binding(P_ANDAND) && prec > loosest)
		return true;	/* needed there, beside a peer of the pair */
	return value && !truth;
}

/* Whether parentheses after t are a call's (or sizeof's). */
static bool calls(const Token *t)
{
	return token_is(t, P_RBRACK) ||
	       (t->kind == TK_IDENT && t->kw != KW_RETURN && t->kw != KW_CASE);
}

/* Whether t stands between two operands: a binary operator or a comma. */
static bool between_operands(const Token *t)
{
	return t->kind == TK_PUNCT &&
	       (t->p == P_COMMA || binding((Punct)t->p) > 0);
}

/*
 * Whether an operand beside e, across a binary operator or a comma, is
 * in a pair of its kind (alike_pair): "(x << 8) | (y)",
 * "(0x32<<26)|(0x39)" and "mod_reg(pi, (0x1 << 13), (0x1) << 13)" write
 * their operands alike, and the pair around the plain one is kept for
 * the symmetry.  A call's parentheses are no such pair.
 */
bool parens_sibling(const ExprFile *f, const Expr *e)
{
	const Token *v = f->v;
	uint32_t k = e->first, open;

	if (k >= 2 && between_operands(&v[k - 1]) &&
	    token_is(&v[k - 2], P_RPAREN)) {
		open = v[k - 2].match;
		if (open < k - 2 && !(open > 0 && calls(&v[open - 1])) &&
		    alike_pair(f, open, &v[k - 1]))
			return true;
	}
	k = e->last;
	return between_operands(&v[k + 1]) && token_is(&v[k + 2], P_LPAREN) &&
	       alike_pair(f, k + 2, &v[k + 1]);
}

/* Whether t is a comparison operator: == != < > <= >=. */
static bool compares(const Token *t)
{
	int b = t->kind == TK_PUNCT ? binding((Punct)t->p) : -1;

	return b == binding(P_EQ) || b == binding(P_LT);
}

/* Whether t is '&&' or '||'. */
static bool joins(const Token *t)
{
	return token_is(t, P_ANDAND) || token_is(t, P_OROR);
}

/*
 * Where a plain operand (names, '.', '->' and subscripts) that starts at
 * v[k] ends, or UINT32_MAX when none starts there.
 */
static uint32_t plain_end(const Token *v, uint32_t k)
{
	if (v[k].kind != TK_IDENT || v[k].kw != KW_NONE)
		return UINT32_MAX;
	while (token_is(&v[k + 1], P_DOT) || token_is(&v[k + 1], P_ARROW) ||
	       token_is(&v[k + 1], P_LBRACK)) {
		if (token_is(&v[k + 1], P_LBRACK)) {
			if (v[k + 1].match == TOKEN_NO_MATCH || v[k + 1].match <= k + 1)
				return UINT32_MAX;
			k = v[k + 1].match;
		} else if (v[k + 2].kind == TK_IDENT) {
			k += 2;
		} else {
			return UINT32_MAX;
		}
	}
	return k;
}

/* Where a plain operand that ends at v[k] starts, or UINT32_MAX. */
static uint32_t plain_start(const Token *v, uint32_t k)
{
	for (;;) {
		if (token_is(&v[k], P_RBRACK) && v[k].match != TOKEN_NO_MATCH &&
		    v[k].match < k && v[k].match > 0)
			k = v[k].match - 1;
		else if (v[k].kind != TK_IDENT || v[k].kw != KW_NONE)
			return UINT32_MAX;
		if (k >= 2 && (token_is(&v[k - 1], P_DOT) ||
			       token_is(&v[k - 1], P_ARROW)))
			k -= 2;
		else if (!(k >= 1 && token_is(&v[k - 1], P_RBRACK)))
			return k;
		else
			k--;
	}
}

/*
 * Whether e, a bound of a comparison joined by '&&' or '||' to another
 * whose bound on the same side is a pair of its kind, mirrors it: "x >=
 * (b.x) && x <= (b.x + b.width)", "(lo) <= v || (hi + 1) > v".  The other
 * operand of each comparison is plain, so that the two read as a range.
 */
bool parens_mirrored_comparison(const ExprFile *f, const Expr *e)
{
	const Token *v = f->v;
	uint32_t a = e->first, z = e->last, k, m;

	if (a >= 1 && compares(&v[a - 1]) && joins(&v[z + 1])) {
		/* x OP (e) && y OP (pair) */
		k = plain_end(v, z + 2);
		if (k != UINT32_MAX && compares(&v[k + 1]) &&
		    token_is(&v[k + 2], P_LPAREN) && alike_pair(f, k + 2, &v[k + 1]))
			return true;
	}
	if (a >= 4 && compares(&v[a - 1]) &&
	    (k = plain_start(v, a - 2)) != UINT32_MAX && k >= 3 &&
	    joins(&v[k - 1]) && token_is(&v[k - 2], P_RPAREN)) {
		/* x OP (pair) && y OP (e) */
		m = v[k - 2].match;
		if (m != TOKEN_NO_MATCH && m < k - 2 && m >= 1 &&
		    compares(&v[m - 1]) && alike_pair(f, m, &v[m - 1]))
			return true;
	}
	if (compares(&v[z + 1]) && (k = plain_end(v, z + 2)) != UINT32_MAX &&
	    joins(&v[k + 1]) && token_is(&v[k + 2], P_LPAREN)) {
		/* (e) OP x && (pair) OP y */
		m = v[k + 2].match;
		if (m != TOKEN_NO_MATCH && m > k + 2 && compares(&v[m + 1]) &&
		    alike_pair(f, k + 2, &v[m + 1]))
			return true;
	}
	if (a >= 4 && joins(&v[a - 1]) && compares(&v[z + 1])) {
		/* (pair) OP x && (e) OP y */
		k = plain_start(v, a - 2);
		if (k != UINT32_MAX && k >= 2 && compares(&v[k - 1]) &&
		    token_is(&v[k - 2], P_RPAREN)) {
			m = v[k - 2].match;
			if (m != TOKEN_NO_MATCH && m < k - 2 &&
			    alike_pair(f, m, &v[k - 1]))
				return true;
		}
	}
	return false;
}

/*
 * Whether e, followed by an operator and one operand ("(a) << 24"), is
 * a term of a chain ('|', '+', ...) whose term beside it is written
 * alike around a pair of its kind: "(a) << 24 | (b - '0') << 16 | ...
 * | (d) << 0" keeps the pairs of a and d for the symmetry with the
 * terms that need theirs.
 */
bool parens_chain_sibling(const ExprFile *f, const Expr *e)
{
	const Token *v = f->v, *x = &v[e->last + 1];
	uint32_t k;
	int px = x->kind == TK_PUNCT ? binding((Punct)x->p) : -1;

	if (px <= binding(P_PIPE) || v[e->last + 2].kind == TK_EOF ||
	    !ends_operand(&v[e->last + 2]))
		return false;
	const Token *y = &v[e->last + 3];	/* after the term: a chain's link */
	int py = y->kind == TK_PUNCT ? binding((Punct)y->p) : -1;

	k = e->last + 4;
	if (py > 0 && py < px && token_is(&v[k], P_LPAREN) &&
	    v[k].match != TOKEN_NO_MATCH && v[k].match > k &&
	    v[v[k].match + 1].p == x->p && v[v[k].match + 1].kind == TK_PUNCT &&
	    alike_pair(f, k, x))
		return true;
	if (e->first < 4)
		return false;
	y = &v[e->first - 1];	/* before the term: a link, the term before */
	py = y->kind == TK_PUNCT ? binding((Punct)y->p) : -1;
	k = e->first - 4;
	return py > 0 && py < px && ends_operand(&v[e->first - 2]) &&
	       v[e->first - 3].kind == TK_PUNCT && v[e->first - 3].p == x->p &&
	       token_is(&v[e->first - 4], P_RPAREN) &&
	       v[k].match != TOKEN_NO_MATCH && v[k].match < k &&
	       alike_pair(f, v[k].match, x);
}

/* How many lines above and below parens_mirrored_row looks. */
#define ROW_REACH 5

/* The first index of v[lo .. hi) on line or below it, else hi. */
static uint32_t first_on(const Token *v, uint32_t lo, uint32_t hi,
			 uint32_t line)
{
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (v[mid].line < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * Whether v[k], a '(' after a token like op, opens a pair like open's;
 * when nested, one that opens with a pair of its own, as a doubled pair
 * does ("((temp >> 2) & 0x3)" over "((temp & 0x3))").
 */
static bool row_pair(const ExprFile *f, uint32_t k, const Token *op,
		     bool nested)
{
	const Token *v = f->v;

	return token_is(&v[k], P_LPAREN) && v[k - 1].kind == op->kind &&
	       v[k - 1].p == op->p && v[k - 1].kw == op->kw &&
	       (!nested || token_is(&v[k + 1], P_LPAREN)) &&
	       alike_pair(f, k, &v[k - 1]);
}

/*
 * Whether a line near the pair opening at token open (ROW_REACH above or
 * below) has, in the same column and after the same operator or comma,
 * a pair of its kind (alike_pair): rows written alike,
 * "idx4 = (((u8)(d[1]))) & 15;" under "idx3 = (((u8)(d[1])) >> 4) & 15;",
 * "1 << (OP_CLOSE) |" in a table whose other rows read
 * "1 << (OP_SECINFO - 32) |", arguments "(v >> 8) & 0xff);" over
 * "(v) & 0xff);"; also after return, "return (base);" among
 * "return (base + sizeof(a));".
 *
 * In the code, each line within ROW_REACH of the pair's is looked at in
 * one place, the token in the pair's column, found by halving: a pair
 * on a line of a million tokens costs a few dozen steps, not the line.
 * The directives are read token by token, to the first TK_EOF (a
 * directive's end, which may be the one before: a directive is one
 * line, rows of them are seldom long).
 */
bool parens_mirrored_row(Rules *r, const ExprFile *f, uint32_t open,
			 bool nested)
{
	const Token *v = f->v, *op = open > 0 ? &v[open - 1] : NULL;
	uint32_t line = v[open].line, k = open;
	unsigned col = rules_column(r, line, v[open].off);
	uint32_t from = line > ROW_REACH ? line - ROW_REACH : 0;

	if (!op || !(op->kw == KW_RETURN || token_is(op, P_ASSIGN) ||
		     between_operands(op)))
		return false;
	if (f->in_define) {
		while (k > 1 && v[k - 1].line + ROW_REACH >= line)
			k--;
		for (; v[k].kind != TK_EOF && v[k].line <= line + ROW_REACH; k++)
			if (v[k].line != line && row_pair(f, k, op, nested) &&
			    rules_column(r, v[k].line, v[k].off) == col)
				return true;
		return false;
	}
	/* above from index 1, as each token needs one before it */
	for (uint32_t l = from, a = first_on(v, 1, open, from), b;
	     l <= line + ROW_REACH; l++, a = b) {
		size_t start;

		if (l == line) {	/* its own line: the ones below next */
			b = first_on(v, open, f->end, line + 1);
			continue;
		}
		b = first_on(v, a, l < line ? open : f->end, l + 1);
		if (a == b || v[a].line != l)
			continue;
		start = aspect_line_start(r->buf, v[a].off);
		k = (uint32_t)token_first_at(v, a, b, start + col - 1);
		if (k < b && v[k].off == start + col - 1 && row_pair(f, k, op, nested))
			return true;
	}
	return false;
}

/*
 * How many tokens parens_mirrored_condition reads back to the
 * condition's '('.
 */
#define CONDITION_REACH 64

/*
 * Whether the pair opening at token open, after a binary operator in the
 * condition of an if or a while, mirrors another condition ROW_REACH
 * lines or fewer away that begins with the same tokens up to that
 * operator and has a pair of its kind (alike_pair) after it: the arms
 * of "if (ev & (POLLHUP|POLLERR)) ... else if (ev & (POLLIN))" are
 * written alike, in columns that differ by the "else ".
 */
bool parens_mirrored_condition(const Rules *r, const ExprFile *f,
			       uint32_t open)
{
	const Token *v = f->v;
	uint32_t c = open - 1, n;

	if (open < 3 || !between_operands(&v[open - 1]))
		return false;
	/* the '(' of the condition: the nearest unclosed one before open */
	while (c > 0 && open - c < CONDITION_REACH) {
		const Token *t = &v[--c];

		if ((token_is(t, P_RPAREN) || token_is(t, P_RBRACK)) &&
		    t->match != TOKEN_NO_MATCH && t->match < c)
			c = t->match;
		else if (token_is(t, P_LPAREN))
			break;
		else if (token_is(t, P_SEMI) || token_is(t, P_LBRACE) ||
			 token_is(t, P_RBRACE) || token_is(t, P_LBRACK))
			return false;
	}
	if (c == 0 || !token_is(&v[c], P_LPAREN) ||
	    (v[c - 1].kw != KW_IF && v[c - 1].kw != KW_WHILE))
		return false;
	n = open - c - 1;	/* the tokens after '(' up to the pair */
	uint32_t k = c;

	while (k > 1 && v[k - 1].line + ROW_REACH >= v[c].line)
		k--;
	for (; v[k].kind != TK_EOF && v[k].line <= v[c].line + ROW_REACH; k++) {
		uint32_t i = 0;

		if (k == c - 1 || v[k].kw != v[c - 1].kw ||
		    !token_is(&v[k + 1], P_LPAREN))
			continue;
		while (i < n && v[k + 2 + i].kind != TK_EOF &&
		       token_same_text(r->buf, &v[k + 2 + i], &v[c + 1 + i]))
			i++;
		if (i == n && token_is(&v[k + 2 + n], P_LPAREN) &&
		    alike_pair(f, k + 2 + n, &v[k + 1 + n]))
			return true;
	}
	return false;
}
