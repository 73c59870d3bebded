/*
 * precedence: the rule precedence, an operator that does not do what
 * its reader thinks: a comparison as a bare operand of '&', '|' or '^',
 * a '!' that applies to the left operand only, '~' on a truth value.
 */
#include "rules/precedence.h"

#include <ctype.h>
#include <string.h>

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_precedence = {
	.name = "precedence",
	.help =
		"A comparison written without parentheses as an operand of '&', '|' or "
		"'^' (a & b == c reads as a & (b == c)), or '!' applied to the left "
		"operand of '&' or '|' (!a & b reads as (!a) & b) or of '==' or '!=', "
		"or '~' applied to a truth value (~(a < b) is never 0).",
	.on = true,
	.style = false,
	.fix = false,
	.settings =
		"none",
	.details =
		"A comparison written bare as an operand of `&`, `|` or `^` (`a & b "
		"== c` reads as `a & (b == c)`), unless the other reading would "
		"mask a constant (`p != 0 & *p` is not `p != (0 & *p)`; it is a "
		"`bitwise-logical` case); a bare `!` on the left of `&`, `|`, `==` "
		"or `!=` (`!x == y` reads as `(!x) == y`) with no truth value on "
		"the right (and for `==` and `!=` no zero or `NULL`, where both "
		"readings agree); a doubled `!!` on the left of `&` or `|` before a "
		"mask (`!!x & MASK` is 0 or bit 0 of `MASK`); and `~` applied to a "
		"truth value (`~(a < b)` is -1 or -2, never 0).",
	.why =
		"`==` binds tighter than `&`, `|` and `^`, so `flags & MASK == "
		"VALUE` tests `flags & (MASK == VALUE)`: almost never what was "
		"meant, and never what a reader expects. `!x == y` is reported "
		"unless `y` is a truth value too (a comparison, a negation, `true` "
		"or `false`, a call whose name asks a question such as "
		"`is_empty(m)` or `hasRoom(m)`): then two truth values are "
		"compared, as meant.",
	.example = "",
	.wrong =
		"int low(int flags)\n"
		"{\n"
		"\treturn flags & 3 == 1;\n"
		"}\n",
	.right =
		"int low(int flags)\n"
		"{\n"
		"\treturn (flags & 3) == 1;\n"
		"}\n",
};

static bool is_bitwise_op(const ExprFile *f, uint32_t k)
{
	Punct x = punct(f, k);

	return x == P_AMP || x == P_PIPE || x == P_CARET;
}

/* r->text gets "OP binds ...: this reads as 'A'; 'B' was probably meant" */
static void precedence_message(Rules *r, const ExprFile *f, uint32_t op,
			       uint32_t other)
{
	buf_printf(r->text, "'%s' binds less tightly than '%.*s': this reads as '",
		   spelling(f, op), (int)f->v[other].len, f->buf + f->v[other].off);
}

/*
 * Whether tokens a .. b are one constant: a number or character (any,
 * or zero only), or NULL.  No one masks a constant on the left ("x ==
 * (3 & y)") or writes "0 & y": a reading that does so is not what a
 * human meant, and "p != 0 & *p" is a '&&' written '&'.
 */
static bool constant(const ExprFile *f, uint32_t a, uint32_t b, bool zero)
{
	const Token *t = &f->v[a];
	const char *s = f->buf + t->off;

	if (a != b)
		return false;
	if (t->kind == TK_IDENT)
		return t->len == 4 && !memcmp(s, "NULL", 4);
	if (t->kind == TK_CHAR)
		return !zero;
	if (t->kind != TK_NUM)
		return false;
	return !zero || strspn(s, "0xXuUlL") == t->len;
}

/*
 * Whether e looks like a mask: past its opening parentheses, a number or
 * a name without a lower-case letter (MASK, BIT(3), (A | B)).
 */
static bool mask_like(const ExprFile *f, const Expr *e)
{
	uint32_t k = e->first;
	const Token *t;

	while (k < e->last && token_is(&f->v[k], P_LPAREN))
		k++;
	t = &f->v[k];
	if (t->kind == TK_NUM)
		return true;
	if (t->kind != TK_IDENT)
		return false;
	for (uint32_t i = 0; i < t->len; i++)
		if (islower((unsigned char)f->buf[t->off + i]))
			return false;
	return true;
}

/*
 * Whether e is a call of a name that asks a question ("is_empty",
 * "cmap_is_empty", "hasRoom", "can_sleep"): a truth value, so that
 * "!a == is_empty(b)" compares two of them, as "!a == !b" does.
 */
static bool predicate_call(const ExprFile *f, const Expr *e)
{
	static const char *const verbs[] = {
		"is", "has", "have", "can", "should", "must", "was", "are",
		"does", "did", "needs",
	};
	const Token *callee = &f->v[e->first + e->parens];
	const char *name = f->buf + callee->off;
	size_t n = callee->len;
	char low[8];

	if (e->core != EX_CALL || callee->kind != TK_IDENT)
		return false;
	for (size_t i = 0; i < n; i++) {
		bool cap = name[i] >= 'A' && name[i] <= 'Z';
		size_t k = 0;

		if (!(i == 0 || name[i - 1] == '_' || (cap && i > 0)))
			continue;
		while (k < sizeof(low) - 1 && i + k < n &&
		       ((name[i + k] >= 'a' && name[i + k] <= 'z') || (k == 0 && cap))) {
			low[k] = (char)(name[i + k] | 0x20);
			k++;
		}
		low[k] = 0;
		for (size_t v = 0; v < sizeof(verbs) / sizeof(*verbs); v++)
			if (!strcmp(low, verbs[v]) &&
			    (i + k == n || name[i + k] == '_' ||
			     (name[i + k] >= 'A' && name[i + k] <= 'Z')))
				return true;
	}
	return false;
}

/*
 * A bare '!' on the left of OP (& |, == !=) applies to its operand only.
 * Not a trap: a truth value on the right ("!a & (b < c)" is
 * bitwise-logical's, "!a == !b" compares two); "!!a" (a conversion to
 * 0 or 1: "!!en | BIT(3)" sets bit 0 from en), except before '&' and a
 * mask ("!!x & MASK" is 0 or bit 0 of MASK); nor, after '==' or '!=', a
 * doubled '!' (a conversion, compared) or a zero or NULL on the right,
 * for which both readings agree, or a call that reads as a question
 * (a truth value too: "!first(m) == is_empty(m)").
 */
static bool not_trap(const ExprFile *f, const Expr *l, uint32_t op,
		     const Expr *rr)
{
	Punct x = punct(f, op);
	bool doubled = token_is(&f->v[l->first + 1], P_NOT);

	if (!l->bare_not || l->kind != EX_UNARY || rr->boolean)
		return false;
	if (x == P_EQ || x == P_NE)
		return !doubled && !constant(f, rr->first, rr->last, true) &&
		       !predicate_call(f, rr);
	if (doubled)
		return x == P_AMP && mask_like(f, rr);
	return x == P_AMP || x == P_PIPE;
}

/*
 * precedence: a comparison as a bare operand of & | ^, unless the
 * reading it suggests masks a constant (see constant), or a not_trap.
 * "a == 1 | b == 2" (two booleans: bitwise-logical's business) is not a
 * trap of precedence.  Returns whether it found one.
 */
bool precedence_check(Rules *r, const ExprFile *f, const Expr *l,
		      uint32_t op, const Expr *rr)
{
	const char *o = spelling(f, op);
	bool bitwise = is_bitwise_op(f, op);

	if (bitwise && l->boolean && rr->boolean)
		return false;	/* "a == 1 | b == 2": '||' was meant, if anything */
	if (bitwise && comparison(f, rr) && !constant(f, l->first, l->last, false) &&
	    !constant(f, rr->first, rr->op - 1, true)) {
		precedence_message(r, f, op, rr->op);
		rules_text(r, f, l->first, l->last);
		buf_printf(r->text, " %s (", o);
		rules_text(r, f, rr->first, rr->last);
		buf_puts(r->text, ")'; '(");
		rules_text(r, f, l->first, l->last);
		buf_printf(r->text, " %s ", o);
		rules_text(r, f, rr->first, rr->op - 1);
		buf_puts(r->text, ") ");
		rules_text(r, f, rr->op, rr->last);
	} else if (bitwise && comparison(f, l) &&
		   !constant(f, l->op + 1, l->last, false)) {
		precedence_message(r, f, op, l->op);
		buf_puts(r->text, "(");
		rules_text(r, f, l->first, l->last);
		buf_printf(r->text, ") %s ", o);
		rules_text(r, f, rr->first, rr->last);
		buf_puts(r->text, "'; '");
		rules_text(r, f, l->first, l->op);
		buf_puts(r->text, " (");
		rules_text(r, f, l->op + 1, l->last);
		buf_printf(r->text, " %s ", o);
		rules_text(r, f, rr->first, rr->last);
		buf_puts(r->text, ")");
	} else if (not_trap(f, l, op, rr)) {
		uint32_t n = token_is(&f->v[l->first + 1], P_NOT) ? 2 : 1;

		buf_printf(r->text, "'%s' applies to the left operand of '%s' "
			   "only: this reads as '(", n == 2 ? "!!" : "!", o);
		rules_text(r, f, l->first, l->last);
		buf_printf(r->text, ") %s ", o);
		rules_text(r, f, rr->first, rr->last);
		buf_printf(r->text, "'; '%s(", n == 2 ? "!!" : "!");
		rules_text(r, f, l->first + n, l->last);
		buf_printf(r->text, " %s ", o);
		rules_text(r, f, rr->first, rr->last);
		buf_puts(r->text, ")");
	} else {
		return false;
	}
	buf_puts(r->text, "' was probably meant");
	rules_add(r, R_PRECEDENCE, f, op, op, NULL, NULL);
	return true;
}

/*
 * '~' on a truth value: ~(a < b) is -1 or -2, true either way.  A
 * precedence finding, as the others where the operator does not do what
 * its reader thinks.
 */
void precedence_on_complement(void *ctx, const ExprFile *f, uint32_t op,
			      const Expr *e)
{
	Rules *r = ctx;

	if (!r->s->rule[R_PRECEDENCE] || !e->boolean || e->member_truth)
		return;
	buf_puts(r->text, "'~' on a truth value gives -1 or -2, never 0: '!");
	rules_text(r, f, e->first, e->last);
	buf_puts(r->text, "' was probably meant");
	rules_add(r, R_PRECEDENCE, f, op, op, NULL, NULL);
}
