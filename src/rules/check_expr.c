/*
 * check_expr: the expression rules, as hooks of the expression parser.
 *
 * The five rules share one parse of the file (expr.c), so they live in
 * one file rather than one each.  The parser reports every binary
 * operator with its operands, every expression in a boolean context,
 * every '~', every expression that fills a pair of parentheses, and
 * every declared name; each hook adds the findings of the rules it
 * concerns.  When the parser gives a statement up, it rolls back the
 * findings added since the statement began.
 *
 * bitwise-logical respects intent: no finding when a comment on the
 * operator's line or just above its statement says the bitwise operator
 * is meant (see Said), when '||' or '&&' would skip work on the right
 * (bitwise-effects, off by default, reports those: a call as the
 * operand, an assignment, ++ or --; a call compared or negated gives a
 * truth value, reported with no fix), or when the file does it again
 * and again (see PRACTICE).  A precedence finding on
 * the same operator takes its place: the real problem there is the
 * reading, not the operator.
 *
 * redundant-parens reports what a reviewer would take a patch for: not
 * a pair that lines up columns or mirrors its neighbour's or those of
 * its chain (see symmetric_chain), nor one that may be a cast's (see
 * maybe_cast), nor one whose partner keeps its pair (a patch would
 * leave the two unalike), and return (x) only where the file's own
 * practice is return x (counted once per file, see
 * return_parens_wanted), unless the settings say otherwise.
 */
#include "rules/check_expr.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "aspects/aspect.h"
#include "syntax/expr.h"
#include "syntax/macro.h"
#include "syntax/names.h"
#include "syntax/token.h"

/*
 * Kinds of plain operand, for a file's habit of parenthesized ones: a
 * number, a name in capitals (a macro's, as a rule), another name, a
 * member access or subscript, a call.
 */
enum { OK_NUM, OK_CAPS, OK_NAME, OK_MEMBER, OK_CALL, OK_KINDS };

typedef struct Rules {
	const char *buf;
	size_t len;
	const FileComment *cs;	/* the file's comments, in order */
	size_t ncs;
	const Settings *s;
	Findings *out;
	size_t first;		/* out->v[first ...] are this module's */
	const char *path;
	Buf *diag;
	uint32_t line;		/* cache: a line and where it starts */
	size_t line_start;
	Buf *text;		/* scratch for quoting source (the caller's) */
	uint32_t *read;		/* per comment: what it says (see intent_from) */
	MemHold read_hold;
	unsigned joins;		/* '&' and '|' joining truth values (see PRACTICE) */
	bool returns_counted;	/* the file's returns with a value, counted: */
	uint32_t paren_returns;	/* "return (...);" */
	uint32_t bare_returns;	/* any other "return x;" */
	bool knf;		/* its functions are defined the style(9) way */
	bool operands_counted;	/* the file's plain operands, counted: */
	/* "OP (x)" and "(x) OP", by side (0 left), OP and kind */
	uint32_t paren_operands[2][P_OTHER + 1][OK_KINDS];
	uint32_t bare_operands[2][P_OTHER + 1][OK_KINDS];	/* "OP x" */
	/* conditions joined with a plain operand and more (count_pairing) */
	uint32_t paired_conditions, unpaired_conditions;
	uint64_t *op_keys;	/* by text (count_operands), sorted */
	size_t nop_keys;
	MemHold keys_hold;
	const Tokens *tokens;	/* the file's */
	bool scopes_read;	/* the variables in scope, read (maybe_cast): */
	NameScopes scopes;
	MemHold scopes_hold;
	MacroLazy macros;	/* the file's own, for the fixes */
	ExprNames names;	/* its declared names, parsed when asked for */
} Rules;

/* --- positions and quoting --- */

static unsigned column(Rules *r, uint32_t line, size_t off)
{
	if (line != r->line || off < r->line_start) {
		size_t i = off;

		while (i > 0 && r->buf[i - 1] != '\n' && r->buf[i - 1] != '\r')
			i--;
		r->line = line;
		r->line_start = i;
	}
	return (unsigned)(off - r->line_start + 1);
}

/*
 * Add a finding on tokens a .. b of f (up to the end of a's line); its
 * message is r->text when fmt is NULL.
 */
static void add(Rules *r, Rule rule, const ExprFile *f, uint32_t a,
		uint32_t b, const char *fmt, const char *x)
{
	const Token *s = &f->v[a], *e = &f->v[b];
	unsigned col = column(r, s->line, s->off), end_col = col;

	if (e->line == s->line)
		end_col = col + (unsigned)(e->off + e->len - s->off) - 1;
	else
		end_col = col + s->len - 1;
	if (fmt)
		findings_add(r->out, rule, s->off, s->line, col, s->line,
			     end_col, fmt, x);
	else
		findings_add_text(r->out, rule, s->off, s->line, col, s->line,
				  end_col, r->text->data, r->text->len);
	r->text->len = 0;
}

/*
 * Append tokens a .. b to r->text as source text.  Past 40 bytes it ends
 * with the last whole token that fits in 37, then "...": a cut inside a
 * token would show "||" as "|" in a message about '|' and '||' (or split
 * a UTF-8 character).  Only a first token longer than that is cut, at a
 * character's start.
 */
static void text(Rules *r, const ExprFile *f, uint32_t a, uint32_t b)
{
	Buf *t = r->text;
	size_t start = t->len, fits = start;
	bool space = false;	/* a blank after the tokens that fit */

	for (uint32_t k = a; k <= b && t->len - start <= 40; k++) {
		bool blank = k > a && (f->v[k].flags & TF_SPACE);

		if (fits == t->len)
			space = blank;
		if (blank)
			buf_putc(t, ' ');
		buf_add(t, f->buf + f->v[k].off, f->v[k].len);
		if (t->len - start <= 37)
			fits = t->len;
	}
	if (t->len - start <= 40)
		return;
	if (fits == start) {
		fits = start + 37;
		while (fits > start && ((unsigned char)t->data[fits] & 0xc0) == 0x80)
			fits--;
		space = false;
	}
	t->len = fits;
	buf_puts(t, space ? " ..." : "...");
}

/* What e's outer parentheses hold, as text, for a message. */
static const char *quoted(Rules *r, const ExprFile *f, const Expr *e)
{
	r->text->len = 0;
	text(r, f, e->first + 1, e->last - 1);
	buf_putc(r->text, '\0');
	return r->text->data;
}

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
 *   short-circuit"), or a form of evaluate with both, all or always;
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
		   (word_is(w, n, "branch") && word_is(x, k, "free"))) {
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

/* Index of the first comment starting at or after off. */
static size_t comment_at(const Rules *r, size_t off)
{
	size_t lo = 0, hi = r->ncs;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (r->cs[mid].c.start < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
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

	column(r, op->line, op->off);	/* r->line_start: the line's start */
	k = comment_at(r, r->line_start);
	if (k > 0 && r->cs[k - 1].c.end_line >= op->line &&
	    comment_says_intent(r, k - 1))
		return true;	/* a comment that ends on the line */
	if (intent_from(r, k, op->line))
		return true;	/* one that starts on it */
	k = comment_at(r, st->off);
	return k > 0 && r->cs[k - 1].c.end_line + 1 >= st->line &&
	       starts_line(r, k - 1) && comment_says_intent(r, k - 1);
}

/* --- the hooks --- */

static Punct punct(const ExprFile *f, uint32_t k)
{
	return (Punct)f->v[k].p;
}

static bool comparison(const ExprFile *f, const Expr *e)
{
	Punct x = punct(f, e->op);

	return e->kind == EX_BINARY && (x == P_EQ || x == P_NE || x == P_LT ||
					x == P_GT || x == P_LE || x == P_GE);
}

static bool is_bitwise_op(const ExprFile *f, uint32_t k)
{
	Punct x = punct(f, k);

	return x == P_AMP || x == P_PIPE || x == P_CARET;
}

static const char *spelling(const ExprFile *f, uint32_t k)
{
	static const char *const names[] = {
		[P_AMP] = "&", [P_PIPE] = "|", [P_CARET] = "^",
		[P_ANDAND] = "&&", [P_OROR] = "||", [P_EQ] = "==", [P_NE] = "!=",
	};
	Punct x = punct(f, k);

	return x < sizeof(names) / sizeof(*names) && names[x] ? names[x] : "?";
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
static bool check_precedence(Rules *r, const ExprFile *f, const Expr *l,
			     uint32_t op, const Expr *rr)
{
	const char *o = spelling(f, op);
	bool bitwise = is_bitwise_op(f, op);

	if (bitwise && l->boolean && rr->boolean)
		return false;	/* "a == 1 | b == 2": '||' was meant, if anything */
	if (bitwise && comparison(f, rr) && !constant(f, l->first, l->last, false) &&
	    !constant(f, rr->first, rr->op - 1, true)) {
		precedence_message(r, f, op, rr->op);
		text(r, f, l->first, l->last);
		buf_printf(r->text, " %s (", o);
		text(r, f, rr->first, rr->last);
		buf_puts(r->text, ")'; '(");
		text(r, f, l->first, l->last);
		buf_printf(r->text, " %s ", o);
		text(r, f, rr->first, rr->op - 1);
		buf_puts(r->text, ") ");
		text(r, f, rr->op, rr->last);
	} else if (bitwise && comparison(f, l) &&
		   !constant(f, l->op + 1, l->last, false)) {
		precedence_message(r, f, op, l->op);
		buf_puts(r->text, "(");
		text(r, f, l->first, l->last);
		buf_printf(r->text, ") %s ", o);
		text(r, f, rr->first, rr->last);
		buf_puts(r->text, "'; '");
		text(r, f, l->first, l->op);
		buf_puts(r->text, " (");
		text(r, f, l->op + 1, l->last);
		buf_printf(r->text, " %s ", o);
		text(r, f, rr->first, rr->last);
		buf_puts(r->text, ")");
	} else if (not_trap(f, l, op, rr)) {
		uint32_t n = token_is(&f->v[l->first + 1], P_NOT) ? 2 : 1;

		buf_printf(r->text, "'%s' applies to the left operand of '%s' "
			   "only: this reads as '(", n == 2 ? "!!" : "!", o);
		text(r, f, l->first, l->last);
		buf_printf(r->text, ") %s ", o);
		text(r, f, rr->first, rr->last);
		buf_printf(r->text, "'; '%s(", n == 2 ? "!!" : "!");
		text(r, f, l->first + n, l->last);
		buf_printf(r->text, " %s ", o);
		text(r, f, rr->first, rr->last);
		buf_puts(r->text, ")");
	} else {
		return false;
	}
	buf_puts(r->text, "' was probably meant");
	add(r, R_PRECEDENCE, f, op, op, NULL, NULL);
	return true;
}

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

/*
 * Whether e's core is an operand no operator could bind into: a name, a
 * literal, a member access, a subscript, or a call of a name.  A call
 * of something in parentheses, "(u32) (x)" or "(*fn)(x)", is more often
 * a cast the parser cannot tell from one: not plain.
 */
static bool plain_core(const ExprFile *f, const Expr *e)
{
	const Token *callee = &f->v[e->first + e->parens];

	return e->core == EX_IDENT || e->core == EX_LITERAL ||
	       e->core == EX_MEMBER || e->core == EX_SUBSCRIPT ||
	       (e->core == EX_CALL && !token_is(callee, P_LPAREN));
}

/* Whether parentheses around e's core say nothing a reader needs. */
static bool plain_operand(const ExprFile *f, const Expr *e)
{
	return e->kind == EX_PAREN && e->parens == 1 && plain_core(f, e);
}

/* Whether an operator after t is binary: t ends an operand. */
static bool ends_operand(const Token *t)
{
	if (t->kind == TK_PUNCT)
		return t->p == P_RPAREN || t->p == P_RBRACK || t->p == P_INC ||
		       t->p == P_DEC;
	return t->kind != TK_EOF;
}

/* How tightly binary operator x binds, 1 ('||') to 10 ('*'); 0 for '?'. */
static int binding(Punct x)
{
	static const signed char b[] = {
		[P_STAR] = 10, [P_SLASH] = 10, [P_PERCENT] = 10,
		[P_PLUS] = 9, [P_MINUS] = 9, [P_SHL] = 8, [P_SHR] = 8,
		[P_LT] = 7, [P_GT] = 7, [P_LE] = 7, [P_GE] = 7,
		[P_EQ] = 6, [P_NE] = 6, [P_AMP] = 5, [P_CARET] = 4,
		[P_PIPE] = 3, [P_ANDAND] = 2, [P_OROR] = 1,
	};

	if (x == P_QUESTION || x == P_COLON)
		return 0;
	return x < sizeof(b) / sizeof(*b) && b[x] ? b[x] : -1;
}

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
static bool parenthesized_sibling(const ExprFile *f, const Expr *e)
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

/*
 * Whether e, followed by an operator and one operand ("(a) << 24"), is
 * a term of a chain ('|', '+', ...) whose term beside it is written
 * alike around a pair of its kind: "(a) << 24 | (b - '0') << 16 | ...
 * | (d) << 0" keeps the pairs of a and d for the symmetry with the
 * terms that need theirs.
 */
static bool chain_sibling(const ExprFile *f, const Expr *e)
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

/* How many lines above and below mirrored_row looks. */
#define ROW_REACH 5

/*
 * Whether a line near the pair opening at token open (ROW_REACH above or
 * below) has, in the same column and after the same operator or comma,
 * a pair of its kind (alike_pair): rows written alike,
 * "idx4 = (((u8)(d[1]))) & 15;" under "idx3 = (((u8)(d[1])) >> 4) & 15;",
 * "1 << (OP_CLOSE) |" in a table whose other rows read
 * "1 << (OP_SECINFO - 32) |", arguments "(v >> 8) & 0xff);" over
 * "(v) & 0xff);"; also after return, "return (base);" among
 * "return (base + sizeof(a));".
 */
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

/* The first index of v[lo .. hi) at offset off or after it, else hi. */
static uint32_t first_at(const Token *v, uint32_t lo, uint32_t hi, size_t off)
{
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (v[mid].off < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Whether v[k], a '(' after a token like op, opens a pair like open's. */
static bool row_pair(const ExprFile *f, uint32_t k, const Token *op)
{
	const Token *v = f->v;

	return token_is(&v[k], P_LPAREN) && v[k - 1].kind == op->kind &&
	       v[k - 1].p == op->p && v[k - 1].kw == op->kw &&
	       alike_pair(f, k, &v[k - 1]);
}

/*
 * In the code, each line within ROW_REACH of the pair's is looked at in
 * one place, the token in the pair's column, found by halving: a pair
 * on a line of a million tokens costs a few dozen steps, not the line.
 * The directives are read token by token, to the first TK_EOF (a
 * directive's end, which may be the one before: a directive is one
 * line, rows of them are seldom long).
 */
static bool mirrored_row(Rules *r, const ExprFile *f, uint32_t open)
{
	const Token *v = f->v, *op = open > 0 ? &v[open - 1] : NULL;
	uint32_t line = v[open].line, k = open;
	unsigned col = column(r, line, v[open].off);
	uint32_t from = line > ROW_REACH ? line - ROW_REACH : 0;

	if (!op || !(op->kw == KW_RETURN || token_is(op, P_ASSIGN) ||
		     between_operands(op)))
		return false;
	if (f->in_define) {
		while (k > 1 && v[k - 1].line + ROW_REACH >= line)
			k--;
		for (; v[k].kind != TK_EOF && v[k].line <= line + ROW_REACH; k++)
			if (v[k].line != line && row_pair(f, k, op) &&
			    column(r, v[k].line, v[k].off) == col)
				return true;
		return false;
	}
	for (uint32_t l = from; l <= line + ROW_REACH; l++) {
		uint32_t a, b;
		size_t start;

		if (l == line)
			continue;
		/* above: from index 1, as each token needs one before it */
		a = l < line ? first_on(v, 1, open, l) : first_on(v, open, f->end, l);
		b = l < line ? first_on(v, a, open, l + 1) : first_on(v, a, f->end, l + 1);
		if (a == b || v[a].line != l)
			continue;
		start = aspect_line_start(r->buf, v[a].off);
		k = first_at(v, a, b, start + col - 1);
		if (k < b && v[k].off == start + col - 1 && row_pair(f, k, op))
			return true;
	}
	return false;
}

/* How many tokens mirrored_condition reads back to the condition's '('. */
#define CONDITION_REACH 64

/*
 * Whether the pair opening at token open, after a binary operator in the
 * condition of an if or a while, mirrors another condition ROW_REACH
 * lines or fewer away that begins with the same tokens up to that
 * operator and has a pair of its kind (alike_pair) after it: the arms
 * of "if (ev & (POLLHUP|POLLERR)) ... else if (ev & (POLLIN))" are
 * written alike, in columns that differ by the "else ".
 */
static bool mirrored_condition(const Rules *r, const ExprFile *f,
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
	size_t k = comment_at(r, f->v[e->first].off);

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
static bool operand_parens_practised(Rules *r, const ExprFile *f,
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

/* How many tokens symmetric_chain reads on each side of the operator. */
#define CHAIN_REACH 256

/*
 * The operands of a chain of one operator, as symmetric_chain reads
 * them: the tokens just before and after the chain, whether each
 * operand is one pair of parentheses, and whether a pair holds more
 * than a plain operand (a reason for the pairs beside it).
 */
typedef struct Chain {
	uint32_t before, after;
	bool paired, reason;
} Chain;

/*
 * Read tokens a .. b, an operand of chain operator x, into c: one pair
 * of parentheses or not, and a reason for symmetry when the pair (the
 * inner one of a doubled pair) holds more than a plain operand, and is
 * itself kept: under uniform_redundant_parens = strict a comparison's
 * pair beside '&&' or '||' is not.
 */
static void chain_operand(const Rules *r, const Token *v, uint32_t a,
			  uint32_t b, Punct x, Chain *c)
{
	int kind;

	if (a >= b || !token_is(&v[a], P_LPAREN) || v[a].match != b) {
		c->paired = false;
		return;
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
static bool chain_side(const Rules *r, const Token *v, uint32_t op,
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
			chain_operand(r, v, right ? from : k + 1,
				      right ? k - 1 : from, x, c);
			from = k + dir;
		}
	}
	chain_operand(r, v, right ? from : k + 1, right ? k - 1 : from, x, c);
	*end = k;
	return true;
}

/* Read the operands of the chain of the operator at token op into c. */
static bool read_chain(const Rules *r, const Token *v, uint32_t op, Chain *c)
{
	*c = (Chain){ .paired = true };
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
static bool symmetric_chain(Rules *r, const ExprFile *f, uint32_t op)
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
	if (!read_chain(r, f->v, op, &c) || !c.paired || !c.reason)
		return false;
	return x == P_ANDAND || x == P_OROR || chain_in_condition(f->v, &c);
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
	if (parenthesized_sibling(f, e) || chain_sibling(f, e) ||
	    mirrored_row(r, f, e->first) || mirrored_condition(r, f, e->first) ||
	    operand_parens_practised(r, f, op, e) || maybe_cast(r, f, e) ||
	    symmetric_chain(r, f, op))
		return PV_KEPT;
	return PV_PLAIN;
}

static void report_pair(Rules *r, const ExprFile *f, uint32_t op,
			const Expr *e, PairVerdict pv)
{
	if (pv == PV_PLAIN) {
		buf_puts(r->text, "parentheses around '");
		text(r, f, e->first + 1, e->last - 1);
		buf_puts(r->text, "' change nothing");
	} else if (pv == PV_STRICT) {
		buf_puts(r->text, "parentheses around the comparison '");
		text(r, f, e->first + 1, e->last - 1);
		buf_printf(r->text, "' change nothing next to '%s'",
			   spelling(f, op));
	} else {
		return;
	}
	add(r, R_REDUNDANT_PARENS, f, e->first, e->last, NULL, NULL);
	paren_fix(r, f, e);
}

/*
 * The pairs around the two operands of the binary operator at op.  When
 * one is kept, its partner on the other side is kept too: a finding for
 * "(dict)" in "(dict) && (cdict)", where the file's habit keeps
 * "(cdict)", would leave the two operands written unalike.
 */
static void check_operand_parens(Rules *r, const ExprFile *f,
				 const Expr *l, uint32_t op, const Expr *rr)
{
	PairVerdict a = pair_verdict(r, f, op, l), b = pair_verdict(r, f, op, rr);

	if (a == PV_KEPT || b == PV_KEPT)
		return;
	report_pair(r, f, op, l, a);
	report_pair(r, f, op, rr, b);
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

static void on_binary(void *ctx, const ExprFile *f, const Expr *l,
		      uint32_t op, const Expr *rr)
{
	Rules *r = ctx;

	if (r->s->rule[R_PRECEDENCE])
		check_precedence(r, f, l, op, rr);
	if (r->s->rule[R_REDUNDANT_PARENS] && !f->in_define)
		check_operand_parens(r, f, l, op, rr);
}

static void on_boolean(void *ctx, const ExprFile *f, const Expr *e,
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
	if (intended(r, f, e, stmt))
		return;
	if (e->right_work) {
		/* '||' would skip work: the operator is needed, whatever was meant */
		if (!r->s->rule[R_BITWISE_EFFECTS])
			return;
		buf_printf(r->text, "bitwise '%s' evaluates both sides, and '%s' "
			   "would skip the work on the right (a call, an "
			   "assignment, ++ or --): a comment could say so, or "
			   "a statement of its own do it", o, twin);
		add(r, R_BITWISE_EFFECTS, f, e->op, e->op, NULL, NULL);
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
	add(r, R_BITWISE_LOGICAL, f, e->op, e->op, NULL, NULL);
	if ((x == P_PIPE || e->boolean) && !e->right_effects)
		findings_edit(r->out, f->v[e->op].off, 1, twin);
}

/*
 * '~' on a truth value: ~(a < b) is -1 or -2, true either way.  A
 * precedence finding, as the others where the operator does not do what
 * its reader thinks.
 */
static void on_complement(void *ctx, const ExprFile *f, uint32_t op,
			  const Expr *e)
{
	Rules *r = ctx;

	if (!r->s->rule[R_PRECEDENCE] || !e->boolean || e->member_truth)
		return;
	buf_puts(r->text, "'~' on a truth value gives -1 or -2, never 0: '!");
	text(r, f, e->first, e->last);
	buf_puts(r->text, "' was probably meant");
	add(r, R_PRECEDENCE, f, op, op, NULL, NULL);
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

static void drop_practised(Rules *r)
{
	size_t kept = r->first;

	if (r->joins < PRACTICE)
		return;
	for (size_t i = r->first; i < r->out->n; i++)
		if (r->out->v[i].rule != R_BITWISE_LOGICAL)
			r->out->v[kept++] = r->out->v[i];
	r->out->n = kept;
}

/*
 * Drop this module's findings in code put out of use with "#if 0" (up
 * to its #else, #elif or #endif): it is never compiled, and its
 * maintainer deletes it or leaves it, never restyles it (the comment
 * rules leave its comments alone the same way).  The directives are
 * read in order, the blocks nesting as the preprocessor's do.
 */
static void drop_dead(Rules *r, const Tokens *t)
{
	unsigned depth = 0, dead = 0;	/* dead: the depth of the #if 0 */
	size_t from = 0, kept = r->first;
	Buf ranges = { 0 };	/* [from, to) byte offsets, pairs of size_t */

	for (size_t d = 0; d < t->ndir; d++) {
		const Token *name = &t->pp[t->dir[d].first + 1];
		size_t at = t->pp[t->dir[d].first].off;

		if (name->kw == KW_IF || token_spelled(r->buf, name, "ifdef") ||
		    token_spelled(r->buf, name, "ifndef")) {
			const Token *x = name + 1;

			depth++;
			if (!dead && name->kw == KW_IF && x->kind == TK_NUM &&
			    x->len == 1 && r->buf[x->off] == '0' && x[1].kind == TK_EOF) {
				dead = depth;
				from = at;
			}
			continue;
		}
		bool endif = token_spelled(r->buf, name, "endif") && depth;
		bool ends = endif || name->kw == KW_ELSE ||
			    token_spelled(r->buf, name, "elif");

		if (ends && dead == depth) {
			size_t range[2] = { from, at };

			buf_add(&ranges, range, sizeof(range));
			dead = 0;
		}
		depth -= endif;
	}
	if (dead) {
		size_t range[2] = { from, r->len };

		buf_add(&ranges, range, sizeof(range));
	}
	const size_t *v = (const size_t *)(const void *)ranges.data;
	size_t n = ranges.len / (2 * sizeof(size_t));

	for (size_t i = r->first; i < r->out->n; i++) {
		size_t off = r->out->v[i].off, k = 0;

		while (k < n && !(v[2 * k] <= off && off < v[2 * k + 1]))
			k++;
		if (k == n)
			r->out->v[kept++] = r->out->v[i];
	}
	r->out->n = kept;
	buf_free(&ranges);
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

static void on_paren(void *ctx, const ExprFile *f, const Expr *e,
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
		    (operand && (parenthesized_sibling(f, &outer) ||
				 mirrored_row(r, f, outer.first))))
			return;	/* "(((u8)a) << 8) | (((u8)b))" */
		add(r, R_REDUNDANT_PARENS, f, e->first, e->last,
		    "doubled parentheses around '%s'", quoted(r, f, e));
	} else if (where == PW_CONDITION && e->core != EX_ASSIGN) {
		Expr outer = *e;	/* the statement's pair */

		outer.first--;
		outer.last++;
		if (holds_comment(r, f, &outer))
			return;	/* a note on the condition inside the statement's pair */
		add(r, R_REDUNDANT_PARENS, f, e->first, e->last,
		    "doubled parentheses around the condition '%s'",
		    quoted(r, f, e));
	} else if (where == PW_RETURN && return_parens_wanted(r, f, e) &&
		   !mirrored_row(r, f, e->first)) {
		buf_puts(r->text, "'return' is not a function: the parentheses "
			 "around '");
		text(r, f, e->first + 1, e->last - 1);
		buf_puts(r->text, "' change nothing");
		if (r->s->return_parens == RP_MAJORITY)
			buf_printf(r->text, " (%u of this file's %u return values "
				   "are written without them)", r->bare_returns,
				   r->bare_returns + r->paren_returns);
		add(r, R_REDUNDANT_PARENS, f, e->first, e->last, NULL, NULL);
	} else {
		return;
	}
	paren_fix(r, f, e);
}

static const char *const decl_names[] = {
	[DK_VARIABLE] = "variable", [DK_FIELD] = "field",
	[DK_FUNCTION] = "function", [DK_PARAMETER] = "parameter",
	[DK_MACRO] = "macro", [DK_TYPEDEF] = "type", [DK_TAG] = "tag",
	[DK_ENUMERATOR] = "enumerator",
};

/*
 * A hash of a name, eight bytes at a time: long names (40 bytes and
 * more in the register headers) cost a handful of multiplications.
 */
static uint32_t name_hash(const char *s, size_t n)
{
	const uint64_t k = 0x9e3779b97f4a7c15u;
	uint64_t h = n * k, w;

	for (; n >= 8; s += 8, n -= 8) {
		memcpy(&w, s, 8);
		h = (h ^ w) * k;
		h ^= h >> 29;
	}
	if (n) {
		w = 0;
		memcpy(&w, s, n);
		h = (h ^ w) * k;
		h ^= h >> 29;
	}
	return (uint32_t)(h >> 32);
}

/* The name a long-identifier finding reports: its spelling's length. */
static size_t named_len(const Finding *g)
{
	return g->end_col - g->col + 1;
}

/*
 * Sort keys (a name's hash above, an index below) by the hash's top 16
 * bits, stably, eight bits a pass; tmp has room for n keys.
 */
static void sort_by_hash(uint64_t *key, uint64_t *tmp, size_t n)
{
	for (unsigned shift = 48; shift < 64; shift += 8) {
		size_t count[257] = { 0 };

		for (size_t i = 0; i < n; i++)
			count[((key[i] >> shift) & 255) + 1]++;
		for (unsigned d = 0; d < 256; d++)
			count[d + 1] += count[d];
		for (size_t i = 0; i < n; i++)
			tmp[count[(key[i] >> shift) & 255]++] = key[i];
		memcpy(key, tmp, n * sizeof(*key));
	}
}

/*
 * long-identifier reports a name once per file: of the findings on one
 * spelling that stand when the parse is over, the first is kept.  Doing
 * this once at the end, rather than asking a table at each declaration,
 * saves a cache miss per long name (four million on the kernel, most in
 * register headers of 100,000 names and more); it keeps the same
 * findings, as a finding rolled back takes with it every finding made
 * after it.  The findings are grouped by the top bits of a hash of
 * their name with a radix sort (a few to a group), and only names of
 * equal hash are compared.
 */
static void drop_repeated_names(Rules *r)
{
	Findings *out = r->out;
	size_t m = 0, n = out->n - r->first;
	uint64_t *key, *tmp;
	unsigned char *drop;

	for (size_t i = r->first; i < out->n; i++)
		m += out->v[i].rule == R_LONG_IDENTIFIER;
	if (m < 2)
		return;
	/* One block: nothing is left to free if memory runs out (buf.h). */
	key = xmalloc(2 * m * sizeof(*key) + n);
	tmp = key + m;
	drop = memset(tmp + m, 0, n);
	m = 0;
	for (size_t i = r->first; i < out->n; i++) {
		const Finding *g = &out->v[i];

		if (g->rule == R_LONG_IDENTIFIER)
			key[m++] = (uint64_t)name_hash(r->buf + g->off, named_len(g)) << 32 |
				   (uint32_t)(i - r->first);
	}
	sort_by_hash(key, tmp, m);
	for (size_t a = 0, b; a < m; a = b) {
		for (b = a + 1; b < m && key[b] >> 48 == key[a] >> 48; b++)
			;
		for (size_t j = a + 1; j < b; j++) {
			const Finding *g = &out->v[r->first + (uint32_t)key[j]];

			for (size_t k = a; k < j && !drop[(uint32_t)key[j]]; k++) {
				const Finding *e = &out->v[r->first + (uint32_t)key[k]];

				if (key[k] >> 32 == key[j] >> 32 && !drop[(uint32_t)key[k]] &&
				    named_len(e) == named_len(g) &&
				    !memcmp(r->buf + e->off, r->buf + g->off, named_len(g)))
					drop[(uint32_t)key[j]] = 1;
			}
		}
	}
	size_t kept = 0;

	while (kept < n && !drop[kept])
		kept++;	/* findings before the first repeat stay where they are */
	for (size_t i = kept; i < n; i++)
		if (!drop[i])
			out->v[r->first + kept++] = out->v[r->first + i];
	out->n = r->first + kept;
	free(key);
}

static void put_number(Buf *b, unsigned n)
{
	char d[12];
	size_t i = sizeof(d);

	do
		d[--i] = (char)('0' + n % 10);
	while (n /= 10);
	buf_add(b, d + i, sizeof(d) - i);
}

/*
 * The length long-identifier lets pass: the limit set, or, when longer,
 * the length that is usual for the directory (see majority.h).
 */
static uint32_t long_name(const Settings *s)
{
	return s->usual_ident > (unsigned)s->max_ident ? s->usual_ident
						       : (uint32_t)s->max_ident;
}

static void on_declare(void *ctx, const ExprFile *f, uint32_t tok, DeclKind k)
{
	Rules *r = ctx;
	const Token *t = &f->v[tok];

	if (!r->s->rule[R_LONG_IDENTIFIER] || t->len <= long_name(r->s))
		return;	/* repeated names are dropped at the end of the file */
	/* Four million of these on the kernel: no printf. */
	buf_puts(r->text, decl_names[k]);
	buf_puts(r->text, " name '");
	buf_add(r->text, r->buf + t->off, t->len);
	buf_puts(r->text, "' is ");
	put_number(r->text, t->len);
	buf_puts(r->text, " characters long");
	if (r->s->usual_ident) {
		buf_puts(r->text, ", unusually long for ");
		buf_puts(r->text, *r->s->usual_dir ? r->s->usual_dir : ".");
		buf_puts(r->text, " (99% of the names declared there have at most ");
		put_number(r->text, r->s->usual_ident);
		buf_puts(r->text, "; the limit is ");
	} else {
		buf_puts(r->text, " (the limit is ");
	}
	put_number(r->text, (unsigned)r->s->max_ident);
	buf_putc(r->text, ')');
	add(r, R_LONG_IDENTIFIER, f, tok, tok, NULL, NULL);
}

static void on_deep(void *ctx, const ExprFile *f, uint32_t tok)
{
	Rules *r = ctx;
	const Token *t = &f->v[tok];

	buf_printf(r->diag, "%s:%u:%u: warning: nesting too deep (more than %d "
		   "levels): the expression rules skip what is nested here\n",
		   r->path, t->line, column(r, t->line, t->off), EXPR_MAX_DEPTH);
}

static size_t on_mark(void *ctx)
{
	return ((Rules *)ctx)->out->n;
}

static void on_rollback(void *ctx, size_t m)
{
	findings_truncate(((Rules *)ctx)->out, m);
}

bool check_exprs_wanted(const Settings *s)
{
	return s->rule[R_BITWISE_LOGICAL] || s->rule[R_BITWISE_EFFECTS] ||
	       s->rule[R_PRECEDENCE] || s->rule[R_REDUNDANT_PARENS] ||
	       s->rule[R_LONG_IDENTIFIER];
}

void check_exprs(const char *buf, size_t len, const FileComments *fc,
		 const Settings *s, Findings *out, const char *path, Buf *diag,
		 Tokens *tokens, Buf *text, bool skip)
{
	Rules r = { .buf = buf, .len = len, .cs = fc->v, .ncs = fc->n, .s = s,
		    .out = out, .first = out->n, .path = path, .diag = diag,
		    .text = text };
	ExprHooks h = { on_binary, on_boolean, on_paren, on_declare, on_deep,
			on_mark, on_rollback, &r, skip,
			s->rule[R_LONG_IDENTIFIER] ? long_name(s) : UINT32_MAX,
			on_complement };
	MemHold hold[2];	/* the file's macros and names, made when asked */

	if (len > TOKEN_MAX_LEN) {
		buf_printf(diag, "%s: warning: file too large for the expression "
			   "rules (over 4 GiB); skipped\n", path);
		return;
	}
	text->len = 0;
	token_scan(buf, len, fc, tokens);
	r.macros = (MacroLazy){ buf, tokens, false, { 0 } };
	r.tokens = tokens;
	mem_hold(&hold[0], macro_release, &r.macros.m);
	mem_hold(&hold[1], expr_names_release, &r.names);
	expr_parse(buf, tokens, &h);
	drop_repeated_names(&r);
	drop_practised(&r);
	drop_dead(&r, tokens);
	if (r.read) {
		mem_let_go(&r.read_hold);
		free(r.read);
	}
	if (r.op_keys) {
		mem_let_go(&r.keys_hold);
		free(r.op_keys);
	}
	if (r.scopes_read) {
		mem_let_go(&r.scopes_hold);
		names_scopes_free(&r.scopes);
	}
	mem_let_go(&hold[1]);
	mem_let_go(&hold[0]);
	macro_free(&r.macros.m);
	expr_names_free(&r.names);
}
