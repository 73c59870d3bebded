/*
 * check_aspect: the rules of the aspects, driven from the registry.
 *
 * For each aspect whose rule is on and has something to ask for, the
 * rule (rules/aspect_rule.h) checks the places the aspect's classifier
 * reports, or the whole file (decl-order's runs); a key set to majority
 * takes the variant the directory practises.  One file's tokens, blocks
 * and macros serve every rule.  Each rule's own file says what it
 * reports and fixes (rules/decl_order.c, brace_function.c, ...).
 */
#include "rules/check_aspect.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rules/aspect_rule.h"

#define ASPECT_RULE_ENTRY(id, sym, ...) [AS_##id] = &aspect_rule_##sym,
static const AspectRule *const aspect_rules[AS_NASPECT] = {
	UNIFORM_RULES(REGISTRY_NONE, ASPECT_RULE_ENTRY, REGISTRY_NONE)
};
#undef ASPECT_RULE_ENTRY

/* Whether the rule of aspect a has something to report under s. */
static bool wanted(const Settings *s, AspectId a)
{
	const AspectRule *r = aspect_rules[a];

	if (!s->rule[aspect_rule[a]])
		return false;
	return r->wanted ? r->wanted(s) : s->want[a] < aspect_any(a);
}

/*
 * The value of aspect a's key that asks for the variant v practised (an
 * absolute AspectVariant, or -1 for none): the value of that name, else
 * any (a practice of "other" or "missing" asks for nothing).
 */
static int value_of(AspectId a, int v)
{
	int k = v - (int)aspect_first[a];

	if (v < 0 || k >= aspect_any(a) ||
	    strcmp(aspect_table[a]->values[k], aspect_variant_name((AspectVariant)v)))
		return aspect_any(a);
	return k;
}

void check_aspects_resolve(Settings *s, const Majority *m, const char *path)
{
	AspectSet set = settings_aspects_majority(s);

	for (int a = 0; a < AS_NASPECT; a++) {
		AspectPractice why = { 0 };
		bool practice = set & 1u << a;

		if (practice)
			s->want[a] = value_of((AspectId)a, m ? majority_variant(m, path,
						(AspectId)a, &why) : -1);
		if (aspect_rules[a]->settle)
			aspect_rules[a]->settle(s, practice ? &why : NULL, path);
	}
}

bool check_aspects_wanted(const Settings *s)
{
	for (int a = 0; a < AS_NASPECT; a++)
		if (wanted(s, (AspectId)a))
			return true;
	return false;
}

bool aspect_rule_blanks(const char *buf, size_t from, size_t to)
{
	for (size_t i = from; i < to; i++)
		if (buf[i] != ' ' && buf[i] != '\t')
			return false;
	return true;
}

void aspect_rule_report(const AspectCheck *c, Rule r, const Token *a,
			const Token *z, const char *msg)
{
	size_t bol = aspect_lines_start(c->lines, a->off);

	findings_add(c->out, r, a->off, a->line, (unsigned)(a->off - bol) + 1,
		     a->line, (unsigned)(z->off + z->len - bol), "%s", msg);
}

bool aspect_rule_quoted(const AspectCheck *c, const Token *k)
{
	uintptr_t at = (uintptr_t)k, code = (uintptr_t)c->t->v;

	return at >= code && at < code + c->t->n * sizeof(*c->t->v) &&
	       macro_quoting(macro_lazy(c->macros), c->t->v, (size_t)(k - c->t->v));
}

/* Whether buf[from, to) is blanks and line breaks only. */
static bool white(const char *buf, size_t from, size_t to)
{
	for (size_t i = from; i < to; i++)
		if (buf[i] != ' ' && buf[i] != '\t' && buf[i] != '\n' && buf[i] != '\r')
			return false;
	return true;
}

const char *aspect_rule_line_break(AspectLines *l, size_t at)
{
	const char *buf = l->buf;
	size_t len = l->len, e = aspect_lines_end(l, at), s;

	if (e == len) {		/* the last line, without one: the line before's */
		s = aspect_lines_start(l, at);
		if (s == 0)
			return "\n";
		e = s - 1;
		if (buf[e] == '\n')
			return e > 0 && buf[e - 1] == '\r' ? "\r\n" : "\n";
		return "\r";
	}
	if (buf[e] == '\n')
		return "\n";
	return e + 1 < len && buf[e + 1] == '\n' ? "\r\n" : "\r";	/* old Mac files: CR */
}

void aspect_rule_misplaced(const AspectCheck *c, const Token *k, Rule r,
			   const char *msg, const char *text, bool fix_after)
{
	const Token *b = k - 1;
	size_t from = b->off + b->len, bol = aspect_lines_start(c->lines, k->off);

	findings_add(c->out, r, k->off, k->line, (unsigned)(k->off - bol) + 1,
		     k->line, (unsigned)(k->off + k->len - bol), "%s", msg);
	if (white(c->buf, from, k->off) && !(b->flags & TF_PP) &&
	    (!fix_after || k[1].line != k->line))
		findings_edit_copy(c->out, from, k->off - from, text);
}

/*
 * The file's own practice of the aspects whose rules judge place by
 * place: how many places take each variant, and the variant of each
 * finding a place brought (the findings from first on), so that those
 * of a variant the file practises can be taken back.
 */
struct FileHabit {
	AspectCheck *c;
	size_t first;			/* out->n before the aspects */
	unsigned count[AV_NVARIANT];
	AspectVariant *variant;		/* of out->v[first + i] */
	size_t n, cap;
};

/* A place the classifiers report, to its aspect's rule, counted. */
static void on_place(void *ctx, AspectVariant v, const Token *k,
		     const char *detail)
{
	FileHabit *h = ctx;
	Findings *out = h->c->out;

	(void)detail;
	h->count[v]++;
	aspect_rules[aspect_of(v)]->place(h->c, v, k);
	while (h->first + h->n < out->n) {
		if (h->n == h->cap) {
			h->cap = h->cap ? 2 * h->cap : 64;
			h->variant = xrealloc(h->variant, h->cap * sizeof(*h->variant));
		}
		h->variant[h->n++] = v;
	}
}

/*
 * Whether the file practises variant v as its own: on three places or
 * more and 40% of its places of the aspect at least, as a file practises
 * a form of its comments (check_comment.c); a file copied in from a
 * project that indents with spaces is not a run of slips.  Not for a
 * value the command line sets (--set), which is what the user asks for
 * now, as for the comments' convention, nor for line-length.
 */
static bool practised(const FileHabit *h, AspectVariant v, const Settings *s)
{
	AspectId a = aspect_of(v);
	unsigned total = 0;

	if (!s->file_practice || h->count[v] < 3 || a == AS_LINE_LENGTH ||
	    (s->asked & 1u << a))
		return false;	/* a limit is a limit; a value asked now is asked */
	for (int i = 0; i < aspect_nvariants[a]; i++)
		total += h->count[aspect_first[a] + i];
	return settings_practice_share(h->count[v], total);
}

bool aspect_rule_practised(const AspectCheck *c, AspectVariant v)
{
	return practised(c->habit, v, c->s);
}

/* Take back the findings of places whose variant the file practises. */
static void keep_habits(FileHabit *h, const Settings *s)
{
	Findings *out = h->c->out;
	size_t kept = h->first;

	for (size_t i = 0; i < h->n; i++)
		if (!practised(h, h->variant[i], s))
			out->v[kept++] = out->v[h->first + i];
	for (size_t i = h->first + h->n; i < out->n; i++)	/* decl-order's */
		out->v[kept++] = out->v[i];
	out->n = kept;
}

static void free_habit(void *p)
{
	free(((FileHabit *)p)->variant);
}

void check_aspects(const char *buf, size_t len, const FileComments *fc,
		   const Settings *s, Findings *out, Tokens *t, bool scanned,
		   AspectBlocks *blocks)
{
	AspectLines lines;
	AspectSet scan = 0;
	MemHold hold;	/* what the file's macros take */

	if (!check_aspects_wanted(s) || len > TOKEN_MAX_LEN)
		return;
	if (!scanned)
		token_scan(buf, len, fc, t);
	if (t->over)	/* check_buffer says so */
		return;
	aspect_blocks(buf, t, blocks);
	MacroLazy macros = { buf, t, false, { 0 } };

	mem_hold(&hold, macro_release, &macros.m);
	aspect_lines_init(&lines, buf, len);
	AspectCheck c = { buf, len, t, fc, s, out, &lines, &macros, NULL };
	FileHabit h = { &c, out->n, { 0 }, NULL, 0, 0 };
	AspectFile f = { buf, len, t, blocks->v, blocks->n, blocks->star,
			 blocks->nstar, on_place, &h, fc, NULL };
	MemHold hold_habit;

	c.habit = &h;
	mem_hold(&hold_habit, free_habit, &h);
	for (int a = 0; a < AS_NASPECT; a++)
		if (wanted(s, (AspectId)a) && aspect_rules[a]->place)
			scan |= 1u << a;
	aspect_scan(scan, &f);	/* first: their findings come first, in order */
	keep_habits(&h, s);
	for (int a = 0; a < AS_NASPECT; a++)
		if (wanted(s, (AspectId)a) && aspect_rules[a]->check)
			aspect_rules[a]->check(&c, &f);
	mem_let_go(&hold_habit);
	free(h.variant);
	mem_let_go(&hold);
	macro_free(&macros.m);
}
