/*
 * bitwise: the rules bitwise-logical and bitwise-effects, a '|' or '&'
 * in a boolean context with a boolean operand.
 *
 * bitwise-logical respects intent: no finding when a comment on the
 * operator's line or just above its statement says the bitwise operator
 * is meant (see Said), when '||' or '&&' would skip work on the right
 * (bitwise-effects, off by default, reports those: a call as the
 * operand, an assignment, ++ or --; a call compared or negated gives a
 * truth value, reported with no fix), or when the file does it again
 * and again, or whose directory has two files that do (see PRACTICE).
 * A precedence finding on the same operator takes its place: the real
 * problem there is the reading, not the operator.
 */
#include "rules/bitwise.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_bitwise_logical = {
	.name = "bitwise-logical",
	.help =
		"A bitwise '|' or '&' in a boolean context (a condition, an operand of "
		"'!', '&&', '||' or of '?') with a boolean operand, where '||' or '&&' "
		"was probably meant; not when the right operand does work (a call as "
		"the operand, an assignment, ++ or --), nor in a file that does this "
		"again and again or whose directory has two such files (their "
		"convention). A call whose result is "
		"compared or negated gives a truth value: reported, with no fix.",
	.on = true,
	.style = true,
	.fix = true,
	.settings =
		"none",
	.details =
		"`|` or `&` in a boolean context (a condition, an operand of `!`, "
		"`&&` or `||`, the condition of `?:`) with a boolean operand, where "
		"`||` or `&&` was probably meant. Boolean operands are comparisons, "
		"`!`, `&&`, `||`, `true` and `false`, and the variables, "
		"parameters, members and functions the file itself declares `bool` "
		"or `_Bool` (not pointers or arrays of them), casts to `bool`, and "
		"calls of `likely` and `unlikely`; the first argument of `likely`, "
		"`unlikely`, `WARN_ON*`, `WARN`, `WARN_ONCE` and `BUG_ON` is a "
		"boolean context too. A member counts only beside another truth "
		"value (`(n > 2) | c->online`): the struct accessed may be a "
		"header's, where a member of the same name is a mask (`reg & "
		"ch->enabled`). Not reported: an operator whose right operand does "
		"work (a call as the operand, an assignment, `++` or `--`), which "
		"`||` or `&&` would skip (see `bitwise-effects`; a call whose "
		"result is compared or negated, `(cmp(a, \"x\") == 0) | (cmp(a, \"y\") "
		"== 0)` or `FLAG & !query(q)`, gives a truth value and is reported, "
		"with no fix; a call of one of the C library's functions that only "
		"read, `strlen`, `strnlen`, `strcmp`, `strncmp`, `strcasecmp`, "
		"`strncasecmp`, `memcmp`, `memchr`, `strchr`, `strrchr`, `strstr` "
		"and the character tests of `<ctype.h>`, `isalnum` to `isxdigit`, "
		"is no work); and the findings of a file that joins truth values "
		"with `&` or `|` in four boolean contexts or more, every operand of "
		"the chain boolean: that is the file's own practice (zstd's "
		"branch-free code), not a slip. Four, because on Linux 6.1 the "
		"files written branch-free on purpose have 4 to 13 such joins, and "
		"no other file more than 3 (three in bq2515x_charger.c and in "
		"drxj.c, both slips); one to three joins cannot be told from a slip "
		"repeated by copy and paste. Where the practice decides (no preset "
		"and no setting names the conventions), two such files in a "
		"directory make it the directory's habit: the findings of its "
		"other files are not reported either (zstd's lib/compress); one "
		"such file does not. So does the project, when two joins in three "
		"stand in files that write four or more: counted over the "
		"directory's own files when they have 20 joins, else over the "
		"subtree of the nearest directory above that has, up to the "
		"project's top (a `.git`, a `root = true` .editorconfig), else over "
		"that top, as the comment rules' practice is. zstd's lone joins in "
		"lib/common, lib/dictBuilder, tests and zlibWrapper are its "
		"authors' branch-free idiom (37 of its 49 joins are in five files "
		"that write them on purpose); on Linux 6.1 under `--preset none` "
		"the tree's joins are half in such files, and only lib/zstd and "
		"lib/lz4 have the habit. A join is counted in a file with one "
		"joined by `) & (`, `) | (`, `& !` or `| !`. Every such join counts, even one a "
		"comment says is meant or whose right side has effects; a join with "
		"an operand that is no truth value (`len | (p == NULL)`) does not, "
		"as `||` there gives another value. A comment says the operator is "
		"meant when it is on the operator's line, or is the comment just "
		"above the statement on lines of its own, is no suppression "
		"comment, and names the operator (`bitwise` used as its name: "
		"\"bitwise on purpose\", \"bitwise OR\", but not \"the bitwise flags\"; "
		"`'|'` or `'&'` in quotes, or standing alone beside `||` or `&&`), "
		"or says what it does instead of a branch (branchless, branch-free, "
		"\"avoids a branch\", \"non-short-circuit\", \"don't short-circuit\", a "
		"conditional move: cmov, cmove, cmovs; a form of \"evaluate\" with \"both\", \"all\" or \"always\"), or says it is "
		"deliberate (intentional, intended, on purpose, deliberate, "
		"purposely, by design) together with `|` or `&` standing alone, or "
		"with nothing else in the comment. Words about something else do "
		"not count: \"intentional overflow\" is about an overflow. Nor is "
		"a join of truth values only reported when it is grouped apart "
		"beside `&&` or `||`: in parentheses of its own, or as a call's "
		"argument (`likely`), that are an operand of either, `((ip > "
		"anchor) & (m > low)) && (ip[-1] == m[-1])`: whoever wrote `&&` "
		"there chose `&` for the pair (lz4's match loops; none of Linux "
		"6.1's 37 findings has that shape). `a || b | c`, the join not "
		"grouped, and `ctx && (len | !ctx)`, whose `len` is no truth value, "
		"are reported.",
	.why =
		"`|` and `&` evaluate both operands and compare bits; on truth "
		"values `||` and `&&` say what is meant and stop early. A `|` "
		"between two comparisons is most often a slip of one character.\n\n"
		"A call compared or negated on the right, `(cmp(a, \"x\") == 0) | "
		"(cmp(a, \"y\") == 0)`, `FLAG & !query(q)`, `ok(x) | !bad(p, n)`, is "
		"a truth value all the same, and a reader expects `||` or `&&` to "
		"skip it: such a finding says so and offers no fix, since the fix "
		"would stop calling it. A call that is the operand itself, `(n > 0) "
		"| process(q)`, an assignment, `++` or `--` is work the operator "
		"may be there for: bitwise-effects reports those. `!x & FLAG` is a "
		"precedence finding, whatever x is.\n\n"
		"A comment on the line or just above that says the operator is "
		"meant (`/* bitwise on purpose */`, `/* branchless */`, `/* cmove "
		"*/`) keeps the finding away. So does practice: a file that joins "
		"truth values with `&` or `|` in four conditions or more writes "
		"them so on purpose, and when two files of a directory do, the "
		"directory does, and a lone join in another of its files is that "
		"habit too (zstd's `lib/compress`, branch-free by design). One such "
		"file does not make a directory's habit. A project whose joins are "
		"two thirds in such files has the habit everywhere (zstd).\n\n"
		"A join grouped apart beside `&&` or `||`, `((a < b) & (c < d)) && "
		"slow(p)`, is written so on purpose: its writer used `&&` a few "
		"characters away.",
	.example = "",
	.wrong =
		"int ready(int a, int b)\n"
		"{\n"
		"\tif (a > 0 | b > 0)\n"
		"\t\treturn 1;\n"
		"\treturn 0;\n"
		"}\n",
	.right =
		"int ready(int a, int b)\n"
		"{\n"
		"\tif (a > 0 || b > 0)\n"
		"\t\treturn 1;\n"
		"\treturn 0;\n"
		"}\n",
};

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_bitwise_effects = {
	.name = "bitwise-effects",
	.help =
		"A bitwise '|' or '&' in a boolean context with a boolean operand whose "
		"right operand does work (a call as the operand, an assignment, ++ or "
		"--) that '||' or '&&' would skip: the operator does work a reader may "
		"take for a slip. Off by default.",
	.on = false,
	.style = false,
	.fix = false,
	.settings =
		"`uniform_rules` (`+bitwise-effects` turns it on)",
	.details =
		"A bitwise `|` or `&` that `bitwise-logical` would report, but "
		"whose right operand does work (a call as the operand, an "
		"assignment, `++` or `--`) that `||` or `&&` would skip: the "
		"operator does work, and no fix is offered. An intent comment "
		"silences it as it does `bitwise-logical`.",
	.why =
		"When the right operand does work, `|` runs it always and `||` "
		"would not: the code may be right, but a reader cannot tell a "
		"deliberate `|` from a slip without a comment or a statement of its "
		"own.",
	.example = "--rule bitwise-effects",
	.wrong =
		"int poll_once(void);\n"
		"int ready(int a)\n"
		"{\n"
		"\tif (a > 0 | poll_once())\n"
		"\t\treturn 1;\n"
		"\treturn 0;\n"
		"}\n",
	.right =
		"int poll_once(void);\n"
		"int ready(int a)\n"
		"{\n"
		"\tint polled = poll_once();\n"
		"\n"
		"\tif (a > 0 || polled)\n"
		"\t\treturn 1;\n"
		"\treturn 0;\n"
		"}\n",
};

/* --- intent comments --- */

/*
 * What a comment must say to count as intent, read word by word (case
 * aside; a word is a run of letters and digits):
 *
 * - it names the bitwise operator: "bitwise" followed by nothing, by
 *   punctuation or by one of after_bitwise ("bitwise on purpose",
 *   "bitwise OR"; not "bitwise flags", which is about flags), '|' or '&'
 *   in quotes, or standing alone beside '||' or '&&' ("| not ||");
 * - or it says what the operator does instead of a branch: branchless,
 *   branch-free, a branch after one of negations ("avoids a branch"), a
 *   short-circuit after one of them ("non-short-circuit", "don't
 *   short-circuit"), a conditional move (cmov, cmove, cmovs: the
 *   instruction a compiler picks for code with no branch), or a form of
 *   evaluate with both, all or always;
 * - or it says it is deliberate (intentional, intended, on purpose,
 *   deliberate, purposely, by design) and names '|' or '&' standing
 *   alone ("the & is intentional"), or says nothing else
 *   ("intentional").
 *
 * So zstd's "intentional overflow" is about an overflow, not about the
 * '&' on its line.  A comment with a suppression directive (NOLINT,
 * uniform-disable, uniform-enable) never counts: it may name the rule.
 */
typedef struct Said {
	bool named, how, evaluate, every, deliberate, alone, twin;
	unsigned words, deliberate_words;
} Said;

static const char *const after_bitwise[] = {
	"or", "and", "not", "op", "ops", "operator", "operators", "operation",
	"operations", "on", "is", "here", "instead", "rather", "by", "to",
	"because", "since", "so", "as", "for", "intentionally",
	"deliberately", "purposely",
};

/* The conditional move, as comments name it. */
static const char *const cmov[] = { "cmov", "cmove", "cmovs" };

static const char *const negations[] = {
	"non", "not", "no", "without", "avoid", "avoids", "avoiding", "never",
	"t",	/* don't, doesn't */
};

static bool alnum(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/* Whether the word s[0 .. n) is one of v[0 .. k). */
static bool word_in(const char *s, size_t n, const char *const *v, size_t k)
{
	for (size_t i = 0; i < k; i++)
		if (strlen(v[i]) == n && !strncasecmp(s, v[i], n))
			return true;
	return false;
}

static bool word_is(const char *s, size_t n, const char *w)
{
	return word_in(s, n, &w, 1);
}

static bool starts(const char *s, size_t n, const char *stem)
{
	size_t k = strlen(stem);

	return n >= k && !strncasecmp(s, stem, k);
}

/* The word after end (past blanks and '-'), or none: *n is 0. */
static const char *next_word(const char *s, size_t len, size_t end, size_t *n)
{
	while (end < len && (s[end] == ' ' || s[end] == '\t' || s[end] == '-'))
		end++;
	*n = 0;
	while (end + *n < len && alnum(s[end + *n]))
		++*n;
	return s + end;
}

/* The word before start (past blanks, '-' and an article), or none. */
static const char *prev_word(const char *s, size_t start, size_t *n)
{
	for (int skip = 0; skip < 2; skip++) {
		size_t e = start, b;

		while (e > 0 && (s[e - 1] == ' ' || s[e - 1] == '\t' ||
				 s[e - 1] == '-' || s[e - 1] == '\''))
			e--;
		for (b = e; b > 0 && alnum(s[b - 1]); b--)
			;
		*n = e - b;
		if (skip || !(word_is(s + b, *n, "a") || word_is(s + b, *n, "the") ||
			      word_is(s + b, *n, "any")))
			return s + b;
		start = b;
	}
	return s;	/* not reached */
}

static void read_word(Said *d, const char *s, size_t len, size_t i, size_t n)
{
	const char *w = s + i, *x, *y;
	size_t k, m;

	d->words++;
	x = next_word(s, len, i + n, &k);
	if (word_is(w, n, "bitwise")) {
		d->named |= !k || word_in(x, k, after_bitwise,
					  sizeof(after_bitwise) / sizeof(*after_bitwise));
	} else if (word_is(w, n, "branchless") || word_is(w, n, "branchfree") ||
		   (word_is(w, n, "branch") && word_is(x, k, "free")) ||
		   word_in(w, n, cmov, sizeof(cmov) / sizeof(*cmov))) {
		d->how = true;
	} else if (starts(w, n, "branch") || starts(w, n, "shortcircuit") ||
		   (word_is(w, n, "short") && starts(x, k, "circuit"))) {
		y = prev_word(s, i, &m);
		d->how |= word_in(y, m, negations, sizeof(negations) / sizeof(*negations));
	} else if (starts(w, n, "evaluat")) {
		d->evaluate = true;
	} else if (word_is(w, n, "both") || word_is(w, n, "all") ||
		   word_is(w, n, "always")) {
		d->every = true;
	} else if (starts(w, n, "intention") || word_is(w, n, "intended") ||
		   starts(w, n, "deliberate") || word_is(w, n, "purposely")) {
		d->deliberate = true;
		d->deliberate_words++;
	} else if (word_is(w, n, "purpose") || word_is(w, n, "design")) {
		y = prev_word(s, i, &m);
		if (word_is(y, m, word_is(w, n, "purpose") ? "on" : "by")) {
			d->deliberate = true;
			d->deliberate_words += 2;
		}
	}
}

/* '|' or '&' at s[i]: quoted, alone, or doubled. */
static void read_operator(Said *d, const char *s, size_t len, size_t i)
{
	char a = i > 0 ? s[i - 1] : ' ', b = i + 1 < len ? s[i + 1] : ' ';

	if (b == s[i]) {
		d->twin = true;
	} else if (a != s[i] && a != '|' && a != '&' && b != '=') {
		if ((a == '\'' || a == '"' || a == '`') && b == a)
			d->named = true;
		else if (!alnum(a) && !alnum(b))
			d->alone = true;
	}
}

static bool says_intent(const char *s, size_t n)
{
	Said d = { 0 };

	if (memmem(s, n, "NOLINT", 6) || memmem(s, n, "uniform-disable", 15) ||
	    memmem(s, n, "uniform-enable", 14))
		return false;
	for (size_t i = 0; i < n; i++) {
		if (alnum(s[i]) && (i == 0 || !alnum(s[i - 1]))) {
			size_t k = 1;

			while (i + k < n && alnum(s[i + k]))
				k++;
			read_word(&d, s, n, i, k);
			i += k - 1;
		} else if (s[i] == '|' || s[i] == '&') {
			read_operator(&d, s, n, i);
			if (i + 1 < n && s[i + 1] == s[i])
				i++;
		}
	}
	return d.named || d.how || (d.evaluate && d.every) ||
	       (d.alone && (d.twin || d.deliberate)) ||
	       (d.deliberate && d.words == d.deliberate_words);
}

/*
 * Whether the k-th comment says intent.  Each comment is read once: the
 * answer stays in r->read[k], UINT32_MAX for yes; for no, j + 1, where
 * j > k and the comments from k to j - 1 say no (j = k + 1 at first,
 * further as intent_from finds more).  0 is not read yet.
 */
static void forget_reads(void *r)
{
	free(((Rules *)r)->read);
}

static bool comment_says_intent(Rules *r, size_t k)
{
	const LexComment *c = &r->cs[k].c;

	if (!r->read) {
		r->read = xcalloc(r->ncs, sizeof(*r->read));
		mem_hold(&r->read_hold, forget_reads, r);
	}
	if (!r->read[k])
		r->read[k] = says_intent(r->buf + c->start, c->end - c->start) ?
			     UINT32_MAX : (uint32_t)k + 2;
	return r->read[k] == UINT32_MAX;
}

/*
 * Whether a comment from the k-th on, starting on a line up to line, says
 * intent.  The comments that say nothing are jumped over by their
 * r->read, and the jumps walked are made to go straight to where this
 * walk stopped: on a long line, every expression asks about every
 * comment after it on the line, and without the jumps that is the
 * square of the line's comments.
 */
static bool intent_from(Rules *r, size_t k, unsigned line)
{
	size_t j = k;

	while (j < r->ncs && r->cs[j].c.line <= line && !comment_says_intent(r, j))
		j = r->read[j] - 1;
	for (size_t i = k, next; i < j; i = next) {
		next = r->read[i] - 1;
		r->read[i] = (uint32_t)j + 1;
	}
	return j < r->ncs && r->cs[j].c.line <= line;
}

/* Whether only blanks come before the k-th comment on its line. */
static bool starts_line(const Rules *r, size_t k)
{
	size_t i = r->cs[k].c.start;

	while (i > 0 && (r->buf[i - 1] == ' ' || r->buf[i - 1] == '\t'))
		i--;
	return i == 0 || r->buf[i - 1] == '\n' || r->buf[i - 1] == '\r';
}

/*
 * Whether a comment says the operator of e is meant: one on the
 * operator's line (a comment that ends there or starts there), or the
 * comment just above e's statement, on lines of its own and ending on
 * the line before the statement's first (or on that line, before it).
 */
static bool intended(Rules *r, const ExprFile *f, const Expr *e,
		     uint32_t stmt)
{
	const Token *op = &f->v[e->op], *st = &f->v[stmt];
	size_t k;

	rules_column(r, op->line, op->off);	/* r->line_start: the line's start */
	k = rules_comment_at(r, r->line_start);
	if (k > 0 && r->cs[k - 1].c.end_line >= op->line &&
	    comment_says_intent(r, k - 1))
		return true;	/* a comment that ends on the line */
	if (intent_from(r, k, op->line))
		return true;	/* one that starts on it */
	k = rules_comment_at(r, st->off);
	return k > 0 && r->cs[k - 1].c.end_line + 1 >= st->line &&
	       starts_line(r, k - 1) && comment_says_intent(r, k - 1);
}

/*
 * The precedence findings stand on their operator token.  Those of e's
 * operator came before its operands' findings were done with, and what
 * came after starts at e's first token or after it: the search stops
 * before e (not only before e's line, which on a long line would go
 * back over every finding of the line, again for each expression).
 */
static bool has_precedence_finding(const Rules *r, const ExprFile *f,
				   const Expr *e)
{
	size_t first = f->v[e->first].off;

	for (size_t k = r->out->n; k > r->first; k--) {
		const Finding *g = &r->out->v[k - 1];

		if (g->off == f->v[e->op].off)
			return g->rule == R_PRECEDENCE;
		if (g->off < first ||
		    (g->off < f->v[e->op].off && g->line < f->v[e->op].line))
			return false;
	}
	return false;
}

/* Whether t is '&&' or '||'. */
static bool logical(const Token *t)
{
	return token_is(t, P_ANDAND) || token_is(t, P_OROR);
}

/*
 * Whether the join e of truth values only is grouped apart beside '&&'
 * or '||': in parentheses of its own, or the argument of a call
 * (likely, unlikely), that are an operand of either, "((ip > anchor) &
 * (m > low)) && (ip[-1] == m[-1])".  Whoever wrote '&&' there and set
 * the two comparisons apart with '&' chose each: both are evaluated
 * without a branch, the costly test after them only when they hold
 * (lz4's match loops).  A slip reads "a || b | c", the join not grouped,
 * or joins a value that is no truth value, "ctx && (len | !ctx)".
 */
static bool grouped_apart(const ExprFile *f, const Expr *e)
{
	const Token *v = f->v;
	uint32_t a = e->first, b = e->last;

	if (!e->boolean)
		return false;
	if (!e->parens) {	/* a call's sole argument: "likely(a & b)" */
		if (a < 2 || !token_is(&v[a - 1], P_LPAREN) ||
		    v[a - 1].match != b + 1 || v[a - 2].kind != TK_IDENT)
			return false;
		a -= 2;
		b++;
	}
	return (a > 0 && logical(&v[a - 1])) || logical(&v[b + 1]);
}

void bitwise_on_boolean(void *ctx, const ExprFile *f, const Expr *e,
			uint32_t stmt)
{
	Rules *r = ctx;
	Punct x = punct(f, e->op);
	const char *o = x == P_PIPE ? "|" : "&", *twin = x == P_PIPE ? "||" : "&&";

	if ((!r->s->rule[R_BITWISE_LOGICAL] && !r->s->rule[R_BITWISE_EFFECTS]) ||
	    e->core != EX_BINARY || (x != P_PIPE && x != P_AMP) || !e->bool_operand)
		return;
	if (has_precedence_finding(r, f, e))
		return;
	r->joins += e->boolean;
	if (intended(r, f, e, stmt) || grouped_apart(f, e))
		return;
	if (e->right_work) {
		/* '||' would skip work: the operator is needed, whatever was meant */
		if (!r->s->rule[R_BITWISE_EFFECTS])
			return;
		buf_printf(r->text, "bitwise '%s' evaluates both sides, and '%s' "
			   "would skip the work on the right (a call, an "
			   "assignment, ++ or --): a comment could say so, or "
			   "a statement of its own do it", o, twin);
		rules_add(r, R_BITWISE_EFFECTS, f, e->op, e->op, NULL, NULL);
		return;
	}
	if (!r->s->rule[R_BITWISE_LOGICAL])
		return;
	bool differ = x == P_AMP && !e->boolean;

	buf_printf(r->text, "bitwise '%s' on a boolean operand in a boolean "
		   "context: '%s' was probably meant", o, twin);
	if (differ || e->right_effects)
		buf_puts(r->text, "; no fix is offered: ");
	/* A call compared or negated on the right: a truth value all the same. */
	if (e->right_effects)
		buf_printf(r->text, "'%s' would skip the call on the right%s",
			   twin, differ ? ", and " : "");
	if (differ)
		buf_puts(r->text, "'&&' and '&' differ when an operand is not "
			 "boolean (2 & 1 is 0)");
	rules_add(r, R_BITWISE_LOGICAL, f, e->op, e->op, NULL, NULL);
	if ((x == P_PIPE || e->boolean) && !e->right_effects)
		findings_edit(r->out, f->v[e->op].off, 1, twin);
}

/*
 * A file's own practice is a convention: a file that joins truth values
 * with '&' or '|' in PRACTICE boolean contexts or more, every operand of
 * the chain a truth value ("(a < b) & (c != d)", where '&' and '&&' give
 * the same value), writes them so on purpose, and none of its
 * bitwise-logical findings is reported.  Each such chain counts, whether
 * a comment says it is meant or its right side has effects; one that is
 * a precedence finding does not, nor one with an operand that is not a
 * truth value ("len | (p == NULL)"), which is no style but a slip: '&&'
 * there gives another value.  On Linux 6.1, no file outside lib/zstd
 * has more than 3 (drxj.c, one construct written three times, and
 * bq2515x_charger.c with its bool locals), while the zstd files written
 * branch-free on purpose have 4 to 13 (zstd_double_fast.c 13,
 * zstd_lazy.c 11, zstd_opt.c 8, zstd_fast.c 7, huf_decompress.c 4).  A
 * file with one or two cannot be told from a slip by its own practice.
 * A statement given up still counts, as it does whether or not plain
 * statements are stepped over.
 */
#define PRACTICE 4

bool bitwise_practised(unsigned joins)
{
	return joins >= PRACTICE;
}

static bool blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/*
 * Whether buf may join truth values: it has a single '&' or '|' between
 * a ')' and a '(', or before a '!' (blanks and line ends aside), the
 * shapes joins take ("(a < b) & (c > d)", "!p | !q").  Most files have
 * none, and the counting pass parses only the others: with the practice
 * in force (no preset), 6,183 of Linux 6.1's 55,418 files, 40 of
 * zstd's 262.  A join written with neither ("a > 0 | b > 0") is not
 * counted when its file has no such shape.
 */
bool bitwise_may_join(const char *buf, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		char c = buf[i];

		if ((c != '&' && c != '|') || (i + 1 < len && (buf[i + 1] == '&' ||
		    buf[i + 1] == '|' || buf[i + 1] == '=')) ||
		    (i > 0 && (buf[i - 1] == '&' || buf[i - 1] == '|')))
			continue;
		size_t a = i, b = i + 1;

		while (a > 0 && blank(buf[a - 1]))
			a--;
		while (b < len && blank(buf[b]))
			b++;
		if (b < len && (buf[b] == '!' ||
				(a > 0 && buf[a - 1] == ')' && buf[b] == '(')))
			return true;
	}
	return false;
}

/*
 * The habit of the file's directory or project (r->s->bitwise_habit,
 * from the counting pass; see majority_bitwise_habit): two files of the
 * directory or more join truth values PRACTICE times each, or two joins
 * in three of the project's (or of the nearest directory with enough)
 * are in such files.  zstd's lib/compress has four (zstd_double_fast.c
 * 13, zstd_lazy.c 7, zstd_fast.c 6, zstd_opt.c 6), all written
 * branch-free on purpose, and its lone joins in huf_compress.c,
 * zstd_compress.c, zstdmt_compress.c and the rest of the project are
 * the same authors' idiom.  On Linux 6.1 no file outside the imported
 * lib/zstd and lib/lz4 has more than 3: under the preset the practice
 * does not decide, and under --preset none only lib/zstd and lib/lz4
 * have the habit, so 41 findings of 44 stay.
 */
void bitwise_drop_practised(Rules *r)
{
	size_t kept = r->first;

	if (r->joins < PRACTICE && !r->s->bitwise_habit)
		return;
	for (size_t i = r->first; i < r->out->n; i++)
		if (r->out->v[i].rule != R_BITWISE_LOGICAL)
			r->out->v[kept++] = r->out->v[i];
	r->out->n = kept;
}
