/*
 * parens_habit: for redundant-parens, the file's habits: plain operands
 * written in parentheses, by operator, side, kind and text, and
 * conditions whose every operand is in a pair (symmetric chains).
 */
#include "rules/parens_habit.h"

#include <stdlib.h>

/* The kind of the one-token operand t, or -1. */
static int token_kind(const Token *t, const char *buf)
{
	if (t->kind == TK_NUM)
		return OK_NUM;
	if (t->kind != TK_IDENT || t->kw != KW_NONE)
		return -1;
	return token_has_lower(buf, t) ? OK_NAME : OK_CAPS;
}

/*
 * The plain operand that starts at token a: a name or number, then
 * member accesses, subscripts and calls.  Its kind goes to *kind and the
 * index of the token after it is returned; a, with *kind -1, when there
 * is none.  A '!' before it is taken when not_ok (an operand of && or ||).
 */
static uint32_t plain_from(const Rules *r, const Token *v, uint32_t a,
			   bool not_ok, int *kind)
{
	uint32_t k = a + (not_ok && token_is(&v[a], P_NOT));

	if ((*kind = token_kind(&v[k], r->buf)) < 0)
		return a;
	for (k++;;) {
		if ((token_is(&v[k], P_DOT) || token_is(&v[k], P_ARROW)) &&
		    v[k + 1].kind == TK_IDENT) {
			k += 2;
			*kind = *kind == OK_CALL ? OK_CALL : OK_MEMBER;
		} else if ((token_is(&v[k], P_LBRACK) || token_is(&v[k], P_LPAREN)) &&
			   v[k].match != TOKEN_NO_MATCH && v[k].match > k) {
			*kind = token_is(&v[k], P_LPAREN) ? OK_CALL :
				*kind == OK_CALL ? OK_CALL : OK_MEMBER;
			k = v[k].match + 1;
		} else {
			return k;
		}
	}
}

/*
 * The first token of the plain operand that ends at token z (walking
 * back over calls, subscripts and member accesses), or z + 1 when what
 * ends there is no plain operand.
 */
static uint32_t plain_to(const Token *v, uint32_t z)
{
	uint32_t k = z;

	for (;;) {
		if ((v[k].kind == TK_IDENT && v[k].kw == KW_NONE) ||
		    v[k].kind == TK_NUM) {
			if (k >= 2 && (token_is(&v[k - 1], P_DOT) ||
				       token_is(&v[k - 1], P_ARROW))) {
				k -= 2;
				continue;
			}
			return k;
		}
		if (!(token_is(&v[k], P_RPAREN) || token_is(&v[k], P_RBRACK)) ||
		    v[k].match == TOKEN_NO_MATCH || v[k].match >= k ||
		    v[k].match == 0)
			return z + 1;
		k = v[k].match - 1;
		if (!((v[k].kind == TK_IDENT && v[k].kw == KW_NONE) ||
		      token_is(&v[k], P_RPAREN) || token_is(&v[k], P_RBRACK)))
			return z + 1;
	}
}

/*
 * Whether token t, before an operand of op, leaves the operand to op: it
 * is no operator that binds tighter (nor a unary one, nor a cast's ')').
 */
static bool loose_before(const Token *v, uint32_t t, Punct op)
{
	if (v[t].kind == TK_IDENT)
		return v[t].kw == KW_RETURN || v[t].kw == KW_CASE;
	if (v[t].kind != TK_PUNCT)
		return false;
	switch (v[t].p) {
	case P_LPAREN: case P_LBRACK: case P_LBRACE: case P_RBRACE:
	case P_SEMI: case P_COMMA: case P_QUESTION: case P_COLON:
	case P_ASSIGN: case P_ASSIGN_OP:
		return true;
	default:
		return t > 0 && ends_operand(&v[t - 1]) &&
		       binding((Punct)v[t].p) > 0 &&
		       binding((Punct)v[t].p) < binding(op);
	}
}

/* Whether token t, after an operand of op, leaves the operand to op. */
static bool loose_after(const Token *t, Punct op)
{
	return t->kind != TK_PUNCT || binding((Punct)t->p) <= binding(op);
}

/* Whether t is no part of an operand of a chain: what ends one. */
static bool ends_chain(const Token *t)
{
	if (t->kind == TK_IDENT)
		return t->kw == KW_RETURN || t->kw == KW_CASE;
	if (t->kind != TK_PUNCT)
		return t->kind == TK_EOF;
	switch (t->p) {
	case P_SEMI: case P_COMMA: case P_QUESTION: case P_COLON:
	case P_ASSIGN: case P_ASSIGN_OP: case P_LBRACE: case P_RBRACE:
		return true;
	default:
		return false;
	}
}

/*
 * How tightly the binary operator at token k binds (see binding), or -1
 * when k is no binary operator (a unary '&', '*', '-' or '+').
 */
static int binary_at(const Token *v, uint32_t k)
{
	if (k == 0 || v[k].kind != TK_PUNCT || !ends_operand(&v[k - 1]))
		return -1;
	return binding((Punct)v[k].p);
}

/* The loosest binary operator between tokens a and b, outside brackets. */
static int loosest_in(const Token *v, uint32_t a, uint32_t b)
{
	int loosest = 11, prec;

	for (uint32_t k = a; k <= b; k++) {
		if ((token_is(&v[k], P_LPAREN) || token_is(&v[k], P_LBRACK)) &&
		    v[k].match != TOKEN_NO_MATCH && v[k].match > k && v[k].match <= b)
			k = v[k].match;
		else if ((prec = binary_at(v, k)) >= 0 && prec < loosest)
			loosest = prec;
	}
	return loosest;
}

/*
 * Whether the token at k, after an operand of op, ends it: no operator
 * binding more tightly, nor a call's, subscript's or member's token.
 */
static bool after_operand(const Token *v, uint32_t k, Punct op)
{
	int prec = binary_at(v, k);

	return ends_chain(&v[k]) || token_is(&v[k], P_RPAREN) ||
	       token_is(&v[k], P_RBRACK) || (prec > 0 && prec <= binding(op));
}

/*
 * What stands on one side of a binary operator (right_side, left_side),
 * for the habit of plain operands in parentheses and for a file's habit
 * of writing every operand of its conditions in them (count_pairing).
 */
enum { SIDE_OTHER, SIDE_PLAIN_BARE, SIDE_PLAIN_PAREN, SIDE_PAIR };

/* Whether the pair opening at token open holds a truth value. */
static bool truth_pair(const Token *v, uint32_t open)
{
	int loosest = loosest_in(v, open + 1, v[open].match - 1);

	return loosest == binding(P_OROR) || loosest == binding(P_ANDAND) ||
	       loosest == binding(P_EQ) || loosest == binding(P_LT);
}

/* The operators whose operands share one count: && with ||. */
static Punct habit_op(Punct x)
{
	return x == P_OROR ? P_ANDAND : x;
}

/* For operand_key: the operand whatever operator it stands beside. */
#define ANY_OPERATOR 0xff

/*
 * A hash of operator x (or ANY_OPERATOR) and the text of tokens a .. b
 * (blanks aside).
 */
static uint64_t operand_key(const Rules *r, const Token *v, unsigned x,
			    uint32_t a, uint32_t b)
{
	uint64_t h = 0xcbf29ce484222325u ^ x;

	for (uint32_t k = a; k <= b; k++) {
		for (uint32_t i = 0; i < v[k].len; i++)
			h = (h ^ (unsigned char)r->buf[v[k].off + i]) * 0x100000001b3u;
		h = (h ^ ' ') * 0x100000001b3u;
	}
	return h & ~(uint64_t)1;
}

/*
 * Record one operand of operator x, on its right when right is set:
 * tokens a .. b, in parentheses or not.
 */
static void operand_seen(Rules *r, const Token *v, Punct x, bool right,
			 int kind, uint32_t a, uint32_t b, bool paren)
{
	x = habit_op(x);
	(paren ? r->paren_operands : r->bare_operands)[right][x][kind]++;
	r->op_keys[r->nop_keys++] = operand_key(r, v, x, a, b) | paren;
	r->op_keys[r->nop_keys++] = operand_key(r, v, ANY_OPERATOR, a, b) | paren;
}

static int cmp_key(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

static void forget_keys(void *r)
{
	free(((Rules *)r)->op_keys);
}

/*
 * What stands right of the binary operator at token k: a plain operand
 * in a pair or bare (its kind in *kind, its tokens *a .. *b), a pair
 * around more, or other.
 */
static int right_side(const Rules *r, const Token *v, uint32_t k, int *kind,
		      uint32_t *a, uint32_t *b)
{
	Punct x = (Punct)v[k].p;
	bool logic = x == P_ANDAND || x == P_OROR;
	uint32_t o = k + 1, e;

	if (token_is(&v[o], P_LPAREN) &&
	    (e = plain_from(r, v, o + 1, logic, kind)) > o + 1 &&
	    e == v[o].match && loose_after(&v[e + 1], x)) {
		*a = o + 1, *b = e - 1;
		return SIDE_PLAIN_PAREN;
	}
	if ((e = plain_from(r, v, o, logic, kind)) > o && loose_after(&v[e], x)) {
		*a = o, *b = e - 1;
		return SIDE_PLAIN_BARE;
	}
	if (token_is(&v[o], P_LPAREN) && (e = v[o].match) != TOKEN_NO_MATCH &&
	    e > o && after_operand(v, e + 1, x))
		return SIDE_PAIR;
	return SIDE_OTHER;
}

/*
 * Whether token t, before an operand of x, leaves the operand to x (see
 * loose_before); when in_chain, x itself does too: the operand is then
 * the one beside x in a chain of x, "b" in "a && b && c".
 */
static bool left_bound(const Token *v, uint32_t t, Punct x, bool in_chain)
{
	return loose_before(v, t, x) ||
	       (in_chain && token_is(&v[t], x) && binary_at(v, t) > 0);
}

/* What stands left of the binary operator at token k (see right_side). */
static int left_side(const Rules *r, const Token *v, uint32_t k, bool in_chain,
		     int *kind, uint32_t *a, uint32_t *b)
{
	Punct x = (Punct)v[k].p;
	bool logic = x == P_ANDAND || x == P_OROR;
	uint32_t z = k - 1, s;

	if (token_is(&v[z], P_RPAREN) && (s = v[z].match) < z && s > 0 &&
	    left_bound(v, s - 1, x, in_chain)) {
		if (plain_from(r, v, s + 1, logic, kind) != z || *kind < 0)
			return SIDE_PAIR;
		*a = s + 1, *b = z - 1;
		return SIDE_PLAIN_PAREN;
	}
	if ((s = plain_to(v, z)) > z)
		return SIDE_OTHER;
	if (logic && s > 0 && token_is(&v[s - 1], P_NOT))
		s--;
	if (s == 0 || !left_bound(v, s - 1, x, in_chain) ||
	    plain_from(r, v, s, logic, kind) != z + 1 || *kind < 0)
		return SIDE_OTHER;
	*a = s, *b = z;
	return SIDE_PLAIN_BARE;
}

/*
 * Count the '&&' or '||' at token k, with a plain operand on one side
 * (ls or rs, see right_side) and more on the other, as paired
 * ("(ready(p)) && (n > 0)") or not ("ready(p) && (n > 0)",
 * "(ready(p)) && n > 0"); a '&' or '|' too when the more is a truth
 * value in a pair ("(ready(p)) & (n > 0)", written to skip a branch).
 * Two plain operands, or two that are more, say nothing of the habit.
 */
static void count_pairing(Rules *r, const Token *v, uint32_t k, int ls,
			  int rs)
{
	Punct x = (Punct)v[k].p;
	bool logic = x == P_ANDAND || x == P_OROR;
	bool lp = ls == SIDE_PLAIN_BARE || ls == SIDE_PLAIN_PAREN;
	bool rp = rs == SIDE_PLAIN_BARE || rs == SIDE_PLAIN_PAREN;

	if (lp == rp || (!logic && ((lp ? rs : ls) != SIDE_PAIR ||
				    !truth_pair(v, lp ? k + 1 : v[k - 1].match))))
		return;
	if ((lp ? ls : rs) == SIDE_PLAIN_PAREN && (lp ? rs : ls) == SIDE_PAIR)
		r->paired_conditions++;
	else
		r->unpaired_conditions++;
}

/*
 * Count, for each binary operator, side and kind of plain operand, the
 * file's operands written in parentheses ("& (ATOM_DEVICE_X)",
 * "(cd->bit) <<") and bare; and, by their text, the same operand of
 * the same operator, and of any operator, written each way (keys sorted
 * in r->op_keys: a file that writes "(GET_REG(codec, reg))" beside '&'
 * and beside '|' has one habit).  &&
 * and || count as one operator, a '!' before an operand of theirs
 * included: a file may put every operand of its conditions in
 * parentheses.
 */
static void count_operands(Rules *r, const ExprFile *f)
{
	const Token *v = f->v;
	size_t n = 0;

	for (uint32_t k = 1; v[k].kind != TK_EOF; k++)
		n += v[k].kind == TK_PUNCT && binding((Punct)v[k].p) > 0;
	r->op_keys = xmalloc((4 * n + 1) * sizeof(*r->op_keys));
	mem_hold(&r->keys_hold, forget_keys, r);
	for (uint32_t k = 1; v[k].kind != TK_EOF; k++) {
		if (v[k].kind != TK_PUNCT || binding((Punct)v[k].p) <= 0 ||
		    !ends_operand(&v[k - 1]))
			continue;	/* not a binary operator */
		Punct x = (Punct)v[k].p;
		uint32_t a, b;
		int kind, ls, rs;

		/* The right operand: "op (x)" or "op x"; the left one. */
		rs = right_side(r, v, k, &kind, &a, &b);
		if (rs == SIDE_PLAIN_PAREN || rs == SIDE_PLAIN_BARE)
			operand_seen(r, v, x, true, kind, a, b, rs == SIDE_PLAIN_PAREN);
		ls = left_side(r, v, k, false, &kind, &a, &b);
		if (ls == SIDE_PLAIN_PAREN || ls == SIDE_PLAIN_BARE)
			operand_seen(r, v, x, false, kind, a, b, ls == SIDE_PLAIN_PAREN);
		if (x != P_ANDAND && x != P_OROR && x != P_AMP && x != P_PIPE)
			continue;
		if (ls == SIDE_OTHER)
			ls = left_side(r, v, k, true, &kind, &a, &b);
		count_pairing(r, v, k, ls, rs);
	}
	qsort(r->op_keys, r->nop_keys, sizeof(*r->op_keys), cmp_key);
	r->operands_counted = true;
}

/* The index of the first key of r->op_keys above key, or at it when at. */
static size_t keys_bound(const Rules *r, uint64_t key, bool at)
{
	size_t lo = 0, hi = r->nop_keys;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (r->op_keys[mid] < key || (!at && r->op_keys[mid] == key))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * How many keys of r->op_keys equal key (sorted): two binary searches,
 * not a count along the run, which a file writing one operand in
 * parentheses 80,000 times walked as often (49 s, against 2 s now).
 */
static uint32_t keys_of(const Rules *r, uint64_t key)
{
	return (uint32_t)(keys_bound(r, key, false) - keys_bound(r, key, true));
}

/* A habit: three times at least, and 40% or more, as for comments. */
static bool habit(uint64_t p, uint64_t b)
{
	return p >= 3 && 5 * p >= 2 * (p + b);
}

/*
 * Whether the file writes e, an operand of op in one pair of
 * parentheses, that way as its habit: operands on that side of that
 * operator of that kind (&& and || together, of any kind and side), or
 * that same operand of that operator.  radeon's atombios code writes "& (ATOM_DEVICE_*)" 42 times
 * to 16 bare, octeon "<< (cd->bit)" 16 times to 7, brcmfmac's
 * flowring.c three of four operands of && in parentheses; a patch for
 * one of them is no patch anyone takes.
 */
bool parens_practised(Rules *r, const ExprFile *f,
		      uint32_t op, const Expr *e)
{
	const Token *v = f->v;
	Punct x = punct(f, op);
	int kind;

	if (!r->s->file_practice || v[op].kind != TK_PUNCT || binding(x) <= 0 ||
	    plain_from(r, v, e->first + 1, false, &kind) != e->last || kind < 0)
		return false;
	if (!r->operands_counted)
		count_operands(r, f);
	x = habit_op(x);
	bool right = e->first == op + 1;
	uint64_t p = r->paren_operands[right][x][kind];
	uint64_t b = r->bare_operands[right][x][kind];

	if (x == P_ANDAND) {
		p = b = 0;
		for (int i = 0; i < 2 * OK_KINDS; i++) {
			p += r->paren_operands[i / OK_KINDS][x][i % OK_KINDS];
			b += r->bare_operands[i / OK_KINDS][x][i % OK_KINDS];
		}
	}
	uint64_t key = operand_key(r, v, habit_op(x), e->first + 1, e->last - 1);
	uint64_t any = operand_key(r, v, ANY_OPERATOR, e->first + 1, e->last - 1);

	return habit(p, b) || habit(keys_of(r, key | 1), keys_of(r, key)) ||
	       habit(keys_of(r, any | 1), keys_of(r, any));
}

/*
 * How many tokens parens_symmetric_chain reads on each side of the
 * operator.
 */
#define CHAIN_REACH 256

/*
 * The operands of a chain of one operator, as parens_symmetric_chain reads
 * them: the tokens just before and after the chain, whether each
 * operand is one pair of parentheses, whether a pair holds more than a
 * plain operand (a reason for the pairs beside it), and whether each
 * link of the chain (its operator) begins a line.
 */
typedef struct Chain {
	uint32_t before, after;
	bool paired, reason, leading;
	bool columns;		/* look at the columns of the pairs: */
	bool aligned;		/* each pair's '(' in the first one's column */
	unsigned col;		/* that column, 0 before the first pair */
} Chain;

/* Whether token k is the first of its line. */
static bool begins_line(const Token *v, uint32_t k)
{
	return k > 0 && v[k - 1].line < v[k].line;
}

/*
 * Read tokens a .. b, an operand of chain operator x, into c: one pair
 * of parentheses or not, and a reason for symmetry when the pair (the
 * inner one of a doubled pair) holds more than a plain operand, and is
 * itself kept: under uniform_redundant_parens = strict a comparison's
 * pair beside '&&' or '||' is not.
 */
static void chain_operand(Rules *r, const Token *v, uint32_t a,
			  uint32_t b, Punct x, Chain *c)
{
	int kind;

	if (a >= b || !token_is(&v[a], P_LPAREN) || v[a].match != b) {
		c->paired = false;
		return;
	}
	if (c->columns) {
		unsigned col = rules_column(r, v[a].line, v[a].off);

		c->aligned &= !c->col || col == c->col;
		c->col = col;
	}
	while (token_is(&v[a + 1], P_LPAREN) && v[a + 1].match == b - 1)
		a++, b--;
	if (plain_from(r, v, a + 1, false, &kind) == b && kind >= 0)
		return;
	if (b == a + 2 && (v[a + 1].kind == TK_CHAR || v[a + 1].kind == TK_STR))
		return;
	int loosest = loosest_in(v, a + 1, b - 1);

	if (r->s->strict_parens && (x == P_ANDAND || x == P_OROR) &&
	    (loosest == binding(P_EQ) || loosest == binding(P_LT)))
		return;
	c->reason = true;
}

/*
 * Read the operands of the chain of operator x at token op on one side
 * (rightwards when right is set) into c, up to the token that ends the
 * chain, put in *end; false when that is beyond CHAIN_REACH tokens from
 * op, or before the file's first.
 */
static bool chain_side(Rules *r, const Token *v, uint32_t op,
		       bool right, Chain *c, uint32_t *end)
{
	Punct x = (Punct)v[op].p;
	int bx = binding(x), prec, dir = right ? 1 : -1;
	uint32_t k = op, from = op + dir;

	for (;;) {
		if ((right ? k - op : op - k) >= CHAIN_REACH || (!right && k == 0))
			return false;
		k += dir;
		const Token *t = &v[k];
		bool into = token_is(t, right ? P_LPAREN : P_RPAREN) ||
			    token_is(t, right ? P_LBRACK : P_RBRACK);
		bool out = token_is(t, right ? P_RPAREN : P_LPAREN) ||
			   token_is(t, right ? P_RBRACK : P_LBRACK);

		if (into && t->match != TOKEN_NO_MATCH && (t->match > k) == right) {
			k = t->match;	/* a bracketed part of an operand */
			continue;
		}
		prec = binary_at(v, k);
		if (ends_chain(t) || out || (prec > 0 && prec < bx))
			break;
		if (prec == bx && t->p == x) {
			c->leading &= begins_line(v, k);
			chain_operand(r, v, right ? from : k + 1,
				      right ? k - 1 : from, x, c);
			from = k + dir;
		}
	}
	chain_operand(r, v, right ? from : k + 1, right ? k - 1 : from, x, c);
	*end = k;
	return true;
}

/*
 * Read the operands of the chain of the operator at token op into c,
 * with the columns of their pairs when columns is set.
 */
static bool read_chain(Rules *r, const Token *v, uint32_t op, bool columns,
		       Chain *c)
{
	*c = (Chain){ .paired = true, .leading = begins_line(v, op),
		      .columns = columns, .aligned = true };
	return chain_side(r, v, op, false, c, &c->before) &&
	       chain_side(r, v, op, true, c, &c->after);
}

/* Whether t joins conditions or asks one: '&&', '||', '!' or '?'. */
static bool joins_conditions(const Token *t)
{
	return token_is(t, P_ANDAND) || token_is(t, P_OROR) ||
	       token_is(t, P_NOT) || token_is(t, P_QUESTION);
}

/*
 * Whether the chain c stands in a condition: the operand of '&&', '||'
 * or '!', the condition of '?', or of if or while, directly or in one
 * pair of parentheses.
 */
static bool chain_in_condition(const Token *v, const Chain *c)
{
	uint32_t a = c->before, b = c->after;

	if ((joins_conditions(&v[a]) && !token_is(&v[a], P_QUESTION)) ||
	    joins_conditions(&v[b]))
		return true;
	if (!token_is(&v[a], P_LPAREN) || v[a].match != b || a == 0)
		return false;
	return v[a - 1].kw == KW_IF || v[a - 1].kw == KW_WHILE ||
	       (joins_conditions(&v[a - 1]) && !token_is(&v[a - 1], P_QUESTION)) ||
	       joins_conditions(&v[b + 1]);
}

/*
 * Whether every operand of the chain of '&&' or '||' at token op, or of
 * '&' or '|' in a condition, is in parentheses, one of them around more
 * than a plain operand, in a file that writes its conditions so as its
 * habit (see count_pairing): zstd's "(ready(a)) && (b == c)" keeps the
 * pair around the call for the symmetry with the comparison's.  Where
 * the file writes "ready(a) && (b == c)", the pair is a slip: the
 * kernel's "(ctx->partial_block_buffer_length) | (len < SIZE)", whose
 * parentheses a reviewer called excessive.  A chain of plain pairs
 * only, "(a) && (b)", has no symmetry: each pair is noise.
 */
bool parens_symmetric_chain(Rules *r, const ExprFile *f, uint32_t op)
{
	Punct x = punct(f, op);
	Chain c;

	if (!r->s->file_practice ||
	    (x != P_ANDAND && x != P_OROR && x != P_AMP && x != P_PIPE))
		return false;
	if (!r->operands_counted)
		count_operands(r, f);
	if (!habit(r->paired_conditions, r->unpaired_conditions))
		return false;
	if (!read_chain(r, f->v, op, false, &c) || !c.paired || !c.reason)
		return false;
	return x == P_ANDAND || x == P_OROR || chain_in_condition(f->v, &c);
}

/*
 * Whether the chain of op is a column of pairs: a condition laid out a
 * row per operand, each row after the first led by the chain's
 * operator, every operand in parentheses, their '(' in one column, one
 * of them around more than a plain operand.  zstd writes
 *
 *	if ( (mtctx->jobReady)
 *	  || (mtctx->inBuff.filled >= mtctx->targetSectionSize)
 *	  || ((endOp == ZSTD_e_end) && (!mtctx->frameEnded)) ) {
 *
 * where the first row's pair keeps the column: taking it out is no
 * patch its maintainers take.  A chain whose operator ends its lines
 * ("(ready) &&\n (n > 0)"), or whose pairs do not line up
 * ("if ((ready)\n    && (n > 0))", the kernel's usual continuation), is
 * no column: there the pairs frame nothing.
 */
bool parens_column_chain(Rules *r, const ExprFile *f, uint32_t op)
{
	Punct x = punct(f, op);
	Chain c;

	if (x != P_ANDAND && x != P_OROR && x != P_AMP && x != P_PIPE)
		return false;
	if (!begins_line(f->v, op) || !read_chain(r, f->v, op, true, &c) ||
	    !c.paired || !c.reason || !c.leading || !c.aligned)
		return false;
	return x == P_ANDAND || x == P_OROR || chain_in_condition(f->v, &c);
}

/*
 * Count the file's if and while conditions, in a doubled pair ("if
 * ((flags & SEQ))") or not, by the loosest operator of what the pair
 * holds.
 */
static void count_conditions(Rules *r, const ExprFile *f)
{
	const Token *v = f->v;

	for (uint32_t k = 0; v[k].kind != TK_EOF; k++) {
		if ((v[k].kw != KW_IF && v[k].kw != KW_WHILE) ||
		    !token_is(&v[k + 1], P_LPAREN))
			continue;
		uint32_t m = v[k + 1].match, a = k + 2, b;

		if (m == TOKEN_NO_MATCH || m <= a)
			continue;
		b = m - 1;
		bool doubled = token_is(&v[a], P_LPAREN) && v[a].match == b &&
			       b > a + 1;

		if (doubled)
			a++, b--;
		int level = loosest_in(v, a, b);

		(doubled ? r->doubled_conditions : r->single_conditions)[level]++;
	}
	r->conditions_counted = true;
}

/*
 * jq's jv_parse.c writes every flag test it makes a condition of in a
 * doubled pair, "if ((p->flags & JV_PARSE_SEQ))", five of five: its
 * habit, as three times and 40% at least say (see habit); its main.c
 * two of fourteen, slips.
 */
bool parens_doubled_condition_practised(Rules *r, const ExprFile *f,
					const Expr *e)
{
	if (!r->s->file_practice || e->last <= e->first + 1)
		return false;
	if (!r->conditions_counted)
		count_conditions(r, f);
	int level = loosest_in(f->v, e->first + 1, e->last - 1);

	return habit(r->doubled_conditions[level], r->single_conditions[level]);
}
