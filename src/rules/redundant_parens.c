/*
 * redundant_parens: the rule redundant-parens, parentheses that change
 * nothing, and their fix.
 *
 * It reports what a reviewer would take a patch for: not a pair that
 * lines up columns or mirrors its neighbour's or those of its chain
 * (parens_symmetry.c, parens_habit.c), nor one that may be a cast's
 * (see maybe_cast), nor one whose partner keeps its pair (a patch would
 * leave the two unalike), and return (x) only where the file's own
 * practice is return x (counted once per file, see
 * return_parens_wanted), unless the settings say otherwise.
 */
#include "rules/redundant_parens.h"

#include <string.h>

#include "rules/parens_habit.h"
#include "rules/parens_symmetry.h"

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_redundant_parens = {
	.name = "redundant-parens",
	.help =
		"Parentheses that change nothing: around a name, literal, member "
		"access, call or subscript that is an operand of a binary operator, "
		"doubled parentheses, and return (x) with such an x where the file "
		"writes return x and is not laid out in KNF (uniform_return_parens). "
		"Not those kept for a column "
		"layout (a condition laid out a row per operand, each row led by "
		"the chain's operator and in a pair, the pairs in one column) or "
		"for symmetry (with a "
		"parenthesized neighbour, a condition "
		"close by written alike, or, where the file writes the operands of "
		"its conditions in pairs as its habit, a chain of '&&' or '||', or of "
		"'&' or '|' in a condition, whose every operand is in parentheses, one "
		"around more than a plain operand), nor those of "
		"a file that writes such operands of that operator, or that operand, "
		"in parentheses as its habit (three times and 40% at least), nor "
		"those whose partner across the operator keeps its pair. With "
		"uniform_redundant_parens = strict also around a comparison that is "
		"an operand of '&&' or '||', and around any return value.",
	.on = true,
	.style = true,
	.fix = true,
	.settings =
		"`uniform_redundant_parens` (basic, strict), "
		"`uniform_return_parens` (majority, remove, keep), "
		"`uniform_file_practice` (false: no file habit)",
	.details =
		"Parentheses that change nothing: around a name, literal, member "
		"access, call or subscript that is an operand of a binary operator, "
		"doubled parentheses, and `return (x)` where `x` is such an "
		"operand, or a sign or `!` on one (checkpatch's RETURN_PARENTHESES; "
		"a comparison or other expression after `return` is left alone). "
		"Parentheses kept for a layout are not reported, so that `fix` "
		"never breaks a column: a blank just inside them (`T3[(state[3]     "
		") & 0xff]`), or two blanks or a tab between them and the code "
		"beside them on the line; nor those kept for symmetry: a plain "
		"operand whose neighbour across a binary operator or a comma is a "
		"computation or a cast in parentheses (`(x << 8) | (y)`, "
		"`(0x32<<26)|(0x39)`; but `x = (flag) | (n < 4);` is reported, as a "
		"comparison is parenthesized for another reason), a bound of a "
		"range test whose other comparison's bound on the same side needs "
		"a pair (`x >= (b.x) && x <= (b.x + b.w)`), or one in its "
		"column on a row up to five lines above or below, after the same "
		"operator or `return`: rows written alike, such as `idx4 = "
		"(((u_int)(d[1]))) & 15;` under `idx3 = (((u_int)(d[1])) >> 4) & "
		"15;`; a doubled pair around more than a plain operand is kept so "
		"when the row's pair opens with a pair too, `mem_trp = ((temp & "
		"0x3)) + 1;` between `((temp >> 2) & 0x3) + 1` and `((temp & 0x70) "
		">> 4) + 1`. Nor are doubled pairs around the condition of an `if` "
		"or `while` reported in a file that writes its conditions of that "
		"kind (the same loosest operator) so as its habit, three times and "
		"40% at least: `if ((p->flags & SEQ))` in a file whose every flag "
		"test is written so. A call of something in parentheses, `((u32) (x)) << 8`, may "
		"be a cast and is not a plain operand, and `((a = b))` is the idiom "
		"that marks an assignment. Nor is the pair around a plain operand "
		"of a chain of `&&` or `||`, or of `&` or `|` in a condition, whose "
		"every operand is in parentheses, one of them around more than a "
		"plain operand, `if ((ready(p)) && (p->len == n))`, in a file that "
		"writes the operands of its conditions so as its habit (three times "
		"and 40% at least of the `&&` and `||` with a plain operand on one "
		"side and more on the other; a chain of plain pairs only, `(a) && "
		"(b)`, and a doubled pair are reported). Nor is the pair of a row "
		"in a column of pairs: a chain of `&&` or `||`, or of `&` or `|` in "
		"a condition, laid out a row per operand, each row after the first "
		"led by the chain's operator, every operand in parentheses, their "
		"`(` in one column and one of them around more than a plain operand "
		"(`if ( (job->ready)` over `  || (job->filled >= job->target) )`); "
		"a chain whose operator ends its lines, or whose pairs do not line "
		"up, is no column. Nor is a pair whose "
		"partner across the operator keeps its own (by the file's habit, "
		"symmetry, a possible cast or a layout): `!((dict) && (cdict))` is "
		"left whole where the file's habit keeps `(cdict)`. Nor is `(NAME)` "
		"before a token that can begin an operand (`&`, `*`, `-`, `+`, `(`, "
		"`++`, `--`, `!`, `~`, a name, a literal, `sizeof`) reported unless "
		"NAME is a variable or parameter declared before it, at file scope "
		"or in the same function: `(LPBYTE)&x` and `(T)-1` may be casts to "
		"a type declared in a header. `return (x)` is reported only where "
		"the file's own practice is `return x` (see "
		"`uniform_return_parens`). With `uniform_redundant_parens = strict` "
		"also around a comparison next to `&&` or `||`, and around any "
		"value of `return`. Never inside `#define` bodies.",
	.why =
		"Parentheses that group nothing make a reader look for the grouping "
		"they suggest; where the file does without them, they are noise.\n\n"
		"A file that writes every operand of its conditions in parentheses, "
		"`if ((ready(p)) && (p->len == n))`, keeps the pair around the call "
		"for the symmetry with the comparison's; so does a chain of three "
		"or more, and one of '&' or '|' in a condition, `((ready(p)) & (n > "
		"0))`. Its habit is counted over the '&&' and '||' with a plain "
		"operand on one side and more on the other (and the '&' and '|' "
		"with a truth value in a pair on the other): both in pairs, three "
		"times at least and 40% or more. Where the file writes `ready(p) && "
		"(n > 0)`, its one `(ready(p)) && (n > 0)`, or `(ctx->partial) | "
		"(len < SIZE)`, is reported. A chain of plain pairs only, `(a) && "
		"(b)`, has no reason for symmetry, and a doubled pair, "
		"`((ready(p))) && (n > 0)`, is reported all the same.\n\n"
		"When one of two parenthesized operands keeps its pair (the file's "
		"habit, symmetry, a possible cast, a layout), the other keeps its "
		"own: no finding and no fix for `(dict)` in `!((dict) && (cdict))` "
		"where the file's habit keeps `(cdict)`, which would leave `!(dict "
		"&& (cdict))`.\n\n"
		"`(NAME)` before a token that can begin an operand (`&`, `*`, `-`, "
		"`+`, `(`, `++`, `--`, `!`, `~`, a name, a literal, `sizeof`) may "
		"be a cast to a type declared in a header: `(LPBYTE)&x`, `(T)-1`. "
		"Its parentheses are reported only when NAME is a variable or "
		"parameter declared before it, at file scope or in the same "
		"function; otherwise neither finding nor fix (`LPBYTE&x` does not "
		"build).",
	.example = "",
	.wrong =
		"int sum(int a, int b)\n"
		"{\n"
		"\treturn a + (b);\n"
		"}\n",
	.right =
		"int sum(int a, int b)\n"
		"{\n"
		"\treturn a + b;\n"
		"}\n",
};

static bool word_byte(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_' || c == '$' ||
	       (unsigned char)c >= 0x80;
}

/*
 * The fix of a redundant pair: both parentheses go, each replaced by a
 * blank where its neighbours would otherwise run together ("return(x)").
 * A pair that spans lines keeps its parentheses unless its '(' becomes
 * a blank: the lines after the first are usually aligned under the text
 * after the '(' (checkpatch's PARENTHESIS_ALIGNMENT), and taking it away
 * would leave them one column out.
 */
static bool glued(const Rules *r, size_t off)
{
	return off > 0 && off + 1 < r->len && word_byte(r->buf[off - 1]) &&
	       word_byte(r->buf[off + 1]);
}

static void paren_fix(Rules *r, const ExprFile *f, const Expr *e)
{
	uint32_t k[2] = { e->first, e->last };
	size_t open = f->v[e->first].off;

	if (!glued(r, open) &&
	    memchr(r->buf + open, '\n', f->v[e->last].off - open))
		return;
	if (f->in_define)
		return;	/* the tokens of a directive: no macro is seen there */
	const Macros *m = macro_lazy(&r->macros);
	size_t count;

	if (macro_quoting(m, f->v, e->first) ||
	    macro_not_operand(m, f->v, e->first + 1, e->last))
		return;	/* the text a macro makes, or what binds to what */
	if (token_may_be_type(f->v, e->first + 1, e->last) &&
	    token_begins_operand(&f->v[e->last + 1]) &&
	    !(e->last == e->first + 2 &&
	      expr_known_variable(&r->names, r->buf, r->tokens, &f->v[e->first + 1]) &&
	      !macro_find(m, r->buf + f->v[e->first + 1].off, f->v[e->first + 1].len, &count)))
		return;	/* "(T)&x" may be a cast */
	for (int i = 0; i < 2; i++) {
		size_t off = f->v[k[i]].off;

		findings_edit(r->out, off, 1, glued(r, off) ? " " : "");
	}
}

/* Whether parentheses around e's core say nothing a reader needs. */
static bool plain_operand(const ExprFile *f, const Expr *e)
{
	return e->kind == EX_PAREN && e->parens == 1 && plain_core(f, e);
}

/*
 * Whether a and b share a line with only blanks between them, two or
 * more or a tab: a gap that lines something up.
 */
static bool aligning_gap(const Rules *r, const Token *a, const Token *b)
{
	size_t from = a->off + a->len;
	bool tab = false;

	if (a->line != b->line || b->off < from + 1)
		return false;
	for (size_t i = from; i < b->off; i++) {
		if (r->buf[i] == '\t')
			tab = true;
		else if (r->buf[i] != ' ')
			return false;
	}
	return tab || b->off - from >= 2;
}

/*
 * Whether e's parentheses take part in a layout: a blank just inside
 * them ("T3[(state[3]      ) & 0xff]" lines up with the rows above), a
 * run of blanks lining up what stands beside them, or a comment inside
 * them (a note on the condition, set before its closing parenthesis).
 * Taking them out would break the columns or strand the comment, so
 * they are not reported.
 */
static bool holds_comment(const Rules *r, const ExprFile *f, const Expr *e)
{
	size_t k = rules_comment_at(r, f->v[e->first].off);

	return k < r->ncs && r->cs[k].c.start < f->v[e->last].off;
}

static bool in_layout(const Rules *r, const ExprFile *f, const Expr *e)
{
	const Token *v = f->v, *open = &v[e->first], *close = &v[e->last];

	return holds_comment(r, f, e) ||
	       (open[1].flags & TF_SPACE) || (close->flags & TF_SPACE) ||
	       (e->first > 0 && aligning_gap(r, open - 1, open)) ||
	       aligning_gap(r, close, close + 1);
}

/*
 * Whether a token can begin an operand with a unary operator, or be an
 * operand: what may follow a cast's ')'.
 */
static bool begins_unary(const Token *t)
{
	if (t->kind == TK_NUM || t->kind == TK_CHAR || t->kind == TK_STR)
		return true;
	if (t->kind == TK_IDENT)
		return t->kw == KW_NONE || t->kw == KW_SIZEOF ||
		       t->kw == KW_ALIGNOF || t->kw == KW_TRUE ||
		       t->kw == KW_FALSE || t->kw == KW_DEFINE;
	return token_is(t, P_AMP) || token_is(t, P_STAR) ||
	       token_is(t, P_MINUS) || token_is(t, P_PLUS) ||
	       token_is(t, P_TILDE) || token_is(t, P_NOT) ||
	       token_is(t, P_LPAREN) || token_is(t, P_INC) ||
	       token_is(t, P_DEC);
}

static void forget_scopes(void *r)
{
	names_scopes_free(&((Rules *)r)->scopes);
}

/*
 * Whether e, "(name)" before what can begin an operand, may be a cast:
 * "(LPBYTE)&x", "(T)-1" and "(T)*p" cast to a type declared elsewhere,
 * though the parser reads an operator there; the pair is redundant only
 * when the name is a variable or parameter in scope (see names.c; read
 * once per file, the first time it is asked).
 */
static bool maybe_cast(Rules *r, const ExprFile *f, const Expr *e)
{
	if (e->parens != 1 || e->core != EX_IDENT || e->last != e->first + 2 ||
	    !begins_unary(&f->v[e->last + 1]))
		return false;
	if (!r->scopes_read) {
		mem_hold(&r->scopes_hold, forget_scopes, r);
		names_scopes(r->buf, r->tokens, &r->scopes);
		r->scopes_read = true;
	}
	return !names_variable(&r->scopes, r->buf, r->tokens, e->first + 1);
}

/* What becomes of the pair around an operand of a binary operator. */
typedef enum PairVerdict {
	PV_NONE,	/* no pair this rule reports: none, or one needed */
	PV_KEPT,	/* one it would report, kept: layout, symmetry, habit, cast */
	PV_PLAIN,	/* reported: around a plain operand */
	PV_STRICT,	/* reported: around a comparison beside && or || (strict) */
} PairVerdict;

static PairVerdict pair_verdict(Rules *r, const ExprFile *f, uint32_t op,
				const Expr *e)
{
	Punct x = punct(f, op);
	bool plain = plain_operand(f, e);

	if (e->kind != EX_PAREN)
		return PV_NONE;
	if (!plain && !(r->s->strict_parens && (x == P_ANDAND || x == P_OROR) &&
			e->parens == 1 && e->core == EX_BINARY &&
			comparison(f, &(Expr){ .kind = EX_BINARY, .op = e->op })))
		return PV_NONE;
	if (in_layout(r, f, e))
		return PV_KEPT;
	if (!plain)
		return PV_STRICT;
	if (parens_sibling(f, e) || parens_chain_sibling(f, e) ||
	    parens_mirrored_comparison(f, e) ||
	    parens_mirrored_row(r, f, e->first, false) ||
	    parens_mirrored_condition(r, f, e->first) ||
	    parens_practised(r, f, op, e) || maybe_cast(r, f, e) ||
	    parens_symmetric_chain(r, f, op) || parens_column_chain(r, f, op))
		return PV_KEPT;
	return PV_PLAIN;
}

static void report_pair(Rules *r, const ExprFile *f, uint32_t op,
			const Expr *e, PairVerdict pv)
{
	if (pv == PV_PLAIN) {
		buf_puts(r->text, "parentheses around '");
		rules_text(r, f, e->first + 1, e->last - 1);
		buf_puts(r->text, "' change nothing");
	} else if (pv == PV_STRICT) {
		buf_puts(r->text, "parentheses around the comparison '");
		rules_text(r, f, e->first + 1, e->last - 1);
		buf_printf(r->text, "' change nothing next to '%s'",
			   spelling(f, op));
	} else {
		return;
	}
	rules_add(r, R_REDUNDANT_PARENS, f, e->first, e->last, NULL, NULL);
	paren_fix(r, f, e);
}

/*
 * The pairs around the two operands of the binary operator at op.  When
 * one is kept, its partner on the other side is kept too: a finding for
 * "(dict)" in "(dict) && (cdict)", where the file's habit keeps
 * "(cdict)", would leave the two operands written unalike.
 */
void parens_check_operands(Rules *r, const ExprFile *f,
			   const Expr *l, uint32_t op, const Expr *rr)
{
	PairVerdict a = pair_verdict(r, f, op, l), b = pair_verdict(r, f, op, rr);

	if (a == PV_KEPT || b == PV_KEPT)
		return;
	report_pair(r, f, op, l, a);
	report_pair(r, f, op, rr, b);
}

/*
 * Whether the function defined at v[k] (a name, its parameters' pair,
 * then '{') has its name at the start of a line and its type on a line
 * above, "static int\nname(void)\n{": 1, as BSD KNF (style(9)) lays it
 * out; -1 when the name follows its type on one line; 0 when v[k]
 * defines no function.
 */
static int definition_layout(const Rules *r, const Token *v, uint32_t k)
{
	const Token *t = &v[k], *lp = t + 1;

	if (t->kind != TK_IDENT || t->kw || !token_is(lp, P_LPAREN) ||
	    lp->match == TOKEN_NO_MATCH || !token_is(&v[lp->match + 1], P_LBRACE))
		return 0;
	if (k > 0 && v[k - 1].line == t->line)
		return -1;
	return k > 0 && r->buf[t->off - 1] == '\n' &&
	       (v[k - 1].kind == TK_IDENT || token_is(&v[k - 1], P_STAR));
}

/*
 * Whether most functions the file defines are laid out the KNF way (see
 * definition_layout): the file then follows style(9), which asks for
 * return (x).  Function bodies and other braces are stepped over.
 */
static bool knf_file(const Rules *r, const ExprFile *f)
{
	int knf = 0, layout;

	for (uint32_t k = 0; f->v[k].kind != TK_EOF; k++) {
		const Token *t = &f->v[k];

		if (token_is(t, P_LBRACE) && t->match != TOKEN_NO_MATCH &&
		    t->match > k)
			k = t->match;
		else if ((layout = definition_layout(r, f->v, k)))
			knf += layout;
	}
	return knf > 0;
}

/*
 * The file's return statements with a value: those with the whole value
 * in parentheses, and the others.  Counted once, when a return (x) is
 * first found, on the code's tokens (a #define body's are not there).
 */
static void count_returns(Rules *r, const ExprFile *f)
{
	r->knf = knf_file(r, f);
	for (const Token *t = f->v; t->kind != TK_EOF; t++) {
		const Token *n = t + 1;

		if (t->kw != KW_RETURN || token_is(n, P_SEMI))
			continue;
		if (token_is(n, P_LPAREN) && n->match != TOKEN_NO_MATCH &&
		    token_is(&f->v[n->match + 1], P_SEMI))
			r->paren_returns++;
		else
			r->bare_returns++;
	}
	r->returns_counted = true;
}

/*
 * Whether return (x) is reported, with the file's figures in r->text's
 * message when its practice decides: under "majority", only where at
 * least RETURN_MAJORITY of the file's return values are written bare
 * for each one in parentheses, and not in a file laid out in KNF, whose
 * style(9) asks for return (x) (OpenSSH mixes the two forms freely).  A
 * file of the OpenBSD style writes return (x) throughout, and is not
 * told otherwise unless it asks.
 */
#define RETURN_MAJORITY 2

static bool return_parens_wanted(Rules *r, const ExprFile *f, const Expr *e)
{
	bool sign = e->core == EX_UNARY && e->parens == 1 &&
		    e->last - e->first == 3 && ends_operand(&f->v[e->last - 1]);

	if (r->s->return_parens == RP_KEEP)
		return false;
	if (!r->s->strict_parens && !plain_core(f, e) && !sign)
		return false;	/* basic: a plain value, or "-EINVAL" */
	if (r->s->return_parens == RP_REMOVE)
		return true;
	if (!r->returns_counted)
		count_returns(r, f);
	return !r->knf &&
	       r->bare_returns >= (uint64_t)RETURN_MAJORITY * r->paren_returns;
}

void parens_on_paren(void *ctx, const ExprFile *f, const Expr *e,
		     ParenWhere where)
{
	Rules *r = ctx;

	if (!r->s->rule[R_REDUNDANT_PARENS] || f->in_define ||
	    e->kind != EX_PAREN || in_layout(r, f, e))
		return;
	if (where == PW_PAREN && e->core != EX_ASSIGN) {
		Expr outer = *e;	/* the pair around e's */
		bool operand = plain_core(f, e) || e->core == EX_CAST;

		outer.first--;
		outer.last++;
		if (in_layout(r, f, &outer) ||
		    (operand && parens_sibling(f, &outer)) ||
		    parens_mirrored_row(r, f, outer.first, !operand))
			return;	/* "(((u8)a) << 8) | (((u8)b))" */
		rules_add(r, R_REDUNDANT_PARENS, f, e->first, e->last,
		    "doubled parentheses around '%s'", rules_quoted(r, f, e));
	} else if (where == PW_CONDITION && e->core != EX_ASSIGN) {
		Expr outer = *e;	/* the statement's pair */

		outer.first--;
		outer.last++;
		if (holds_comment(r, f, &outer) ||
		    parens_doubled_condition_practised(r, f, e))
			return;	/* a note on the condition, or the file's habit */
		rules_add(r, R_REDUNDANT_PARENS, f, e->first, e->last,
		    "doubled parentheses around the condition '%s'",
		    rules_quoted(r, f, e));
	} else if (where == PW_RETURN && return_parens_wanted(r, f, e) &&
		   !parens_mirrored_row(r, f, e->first, false)) {
		buf_puts(r->text, "'return' is not a function: the parentheses "
			 "around '");
		rules_text(r, f, e->first + 1, e->last - 1);
		buf_puts(r->text, "' change nothing");
		if (r->s->return_parens == RP_MAJORITY)
			buf_printf(r->text, " (%u of this file's %u return values "
				   "are written without them)", r->bare_returns,
				   r->bare_returns + r->paren_returns);
		rules_add(r, R_REDUNDANT_PARENS, f, e->first, e->last, NULL, NULL);
	} else {
		return;
	}
	paren_fix(r, f, e);
}
