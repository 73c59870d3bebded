/*
 * fix: the safe fixes of the findings, applied in rounds.
 *
 * A rule that can fix what it reports attaches the edits to its finding
 * (finding.h): byte ranges of the checked text and their replacement.  A
 * round checks the text, takes the edits of every fixable finding whose
 * edits overlap no edit already taken, and applies them at once.  Fixes
 * may enable one another (with '|' made '||', the parentheses around a
 * comparison become redundant under strict), so rounds go on until a
 * check finds nothing fixable, or FIX_MAX_ROUNDS have run: a chain where
 * each fix makes the next (the '|' of "a == 1 | b | c | ..." turn '||'
 * one per round, from the outermost) can be longer, and a message then
 * says that a second run has more to do.
 *
 * Fixing the changed lines only (fix --changed, --staged, --patch): the
 * lines become byte ranges of the text, which each round's edits move
 * and stretch (a comment fix adds lines), and a finding counts only when
 * it starts inside one.
 *
 * The guard of meaning (vet.c) refuses a finding's fix before a round
 * takes it, the token guard (guard.c) verifies each round's text, and
 * write.c writes the fixed file.
 */
#include "fix/fix.h"

#include <stdlib.h>
#include <string.h>

#include "fix/fix_internal.h"
#include "rules/check.h"
#include "syntax/lex.h"

#define FIX_MAX_ROUNDS 16

/*
 * Whether e overlaps or touches an edit of the sorted set (two removals
 * side by side could join the words around them: each looked only at its
 * own neighbours); *at is where it would go.
 */
static bool overlaps(const Edits *es, const FixEdit *e, size_t *at)
{
	size_t lo = 0, hi = es->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (es->v[mid].off < e->off)
			lo = mid + 1;
		else
			hi = mid;
	}
	*at = lo;
	if (lo < es->n && es->v[lo].off <= e->off + e->len)
		return true;
	return lo > 0 && es->v[lo - 1].off + es->v[lo - 1].len >= e->off;
}

void fix_edits_insert(Edits *es, const FixEdit *e, size_t at)
{
	if (es->n == es->cap) {
		es->cap = es->cap ? 2 * es->cap : 16;
		es->v = xrealloc(es->v, es->cap * sizeof(*es->v));
	}
	memmove(&es->v[at + 1], &es->v[at], (es->n - at) * sizeof(*es->v));
	es->v[at] = *e;
	es->n++;
}

/* The edits of the fixable findings that fit together; counts per rule. */
static void take_edits(const Findings *fs, Edits *es, size_t per_rule[])
{
	es->n = 0;
	for (size_t i = 0; i < fs->n; i++) {
		const Finding *g = &fs->v[i];
		size_t at;
		bool fits = g->nedits > 0;

		for (unsigned k = 0; k < g->nedits && fits; k++)
			fits = !overlaps(es, &g->edit[k], &at);
		if (!fits)
			continue;
		for (unsigned k = 0; k < g->nedits; k++) {
			overlaps(es, &g->edit[k], &at);
			fix_edits_insert(es, &g->edit[k], at);
		}
		per_rule[g->rule]++;
	}
}

/* Byte ranges of the text, [v[2i], v[2i+1]), by offset. */
typedef struct Ranges {
	size_t *v;
	size_t n, cap;		/* pairs */
} Ranges;

/* The ranges of the lines of buf that only lists (LF ends a line). */
static void lines_to_ranges(const char *buf, size_t len, const FixLines *only,
			    Ranges *r)
{
	size_t k = 0, start = 0;
	unsigned line = 1;

	for (size_t i = 0; i <= len && k < only->n; i++) {
		if (i < len && buf[i] != '\n')
			continue;
		while (k < only->n && only->v[k] < line)
			k++;
		if (k < only->n && only->v[k] == line) {
			if (r->n == r->cap) {
				r->cap = r->cap ? 2 * r->cap : 16;
				r->v = xrealloc(r->v, 2 * r->cap * sizeof(*r->v));
			}
			r->v[2 * r->n] = start;
			r->v[2 * r->n + 1] = i + 1;
			r->n++;
		}
		start = i + 1;
		line++;
	}
}

/*
 * Where offset p of a text is once the sorted edits es are applied.  An
 * edit across p takes p to its start, or with end to the end of its new
 * text; an insertion at p stays after p (a range's start takes it, its
 * end does not).
 */
static size_t moved(const Edits *es, size_t p, bool end)
{
	long long d = 0;

	for (size_t i = 0; i < es->n; i++) {
		const FixEdit *e = &es->v[i];
		long long grow = (long long)strlen(e->text) - (long long)e->len;

		if (e->off + e->len < p || (e->off + e->len == p && e->len))
			d += grow;
		else if (e->off < p)
			return (size_t)((long long)e->off + d +
					(end ? (long long)strlen(e->text) : 0));
		else
			break;
	}
	return (size_t)((long long)p + d);
}

static void move_ranges(Ranges *r, const Edits *es)
{
	for (size_t i = 0; i < r->n; i++) {
		r->v[2 * i] = moved(es, r->v[2 * i], false);
		r->v[2 * i + 1] = moved(es, r->v[2 * i + 1], true);
	}
}

/* Keep the findings that start inside a range. */
static void keep_in_ranges(Findings *fs, const Ranges *r)
{
	size_t kept = 0;

	for (size_t i = 0; i < fs->n; i++) {
		bool in = false;

		for (size_t k = 0; k < r->n && !in; k++)
			in = fs->v[i].off >= r->v[2 * k] && fs->v[i].off < r->v[2 * k + 1];
		if (in)
			fs->v[kept++] = fs->v[i];
	}
	fs->n = kept;
}

/* out = buf with the edits applied, followed by LEX_PAD zero bytes. */
void fix_apply(const char *buf, size_t len, const Edits *es, Buf *out)
{
	size_t pos = 0;

	out->len = 0;
	for (size_t i = 0; i < es->n; i++) {
		buf_add(out, buf + pos, es->v[i].off - pos);
		buf_puts(out, es->v[i].text);
		pos = es->v[i].off + es->v[i].len;
	}
	buf_add(out, buf + pos, len - pos);
	for (int k = 0; k < LEX_PAD; k++)
		buf_putc(out, '\0');
	out->len -= LEX_PAD;
}

void fix_buffer(const char *buf, size_t len, const char *path,
		const Settings *s, const Convention *conv, const FixLines *only,
		bool inject_bad_edit, FixResult *out, Buf *diag)
{
	Buf cur = { 0 }, next = { 0 }, scratch = { 0 };
	Edits es = { 0 };
	Ranges in = { 0 };
	Refusals refusals = { 0 };

	memset(out, 0, sizeof(*out));
	fix_apply(buf, len, &es, &cur);
	if (only)
		lines_to_ranges(buf, len, only, &in);
	for (;;) {
		Findings fs = { 0 };
		size_t per_rule[R_NRULES] = { 0 };

		check_buffer(cur.data, cur.len, path, s, conv, &fs,
			     out->rounds ? &scratch : diag, NULL);
		scratch.len = 0;
		if (only)
			keep_in_ranges(&fs, &in);
		fix_vet_findings(cur.data, cur.len, &fs, &refusals);
		take_edits(&fs, &es, per_rule);
		if (es.n == 0 || out->rounds == FIX_MAX_ROUNDS) {
			/* The refusals of the last round: once each. */
			out->refused = refusals.n;
			for (size_t i = 0; i < refusals.n; i++) {
				const Finding *g = &fs.v[refusals.v[i].finding];

				buf_path(diag, path);
				buf_printf(diag, ":%u:%u: %s: fix refused: %s\n", g->line,
					   g->col, rule_name(g->rule), refusals.v[i].why);
			}
			for (size_t i = 0; i < fs.n; i++)
				out->pending += fs.v[i].nedits > 0;
			out->left = fs.n - out->pending;
			out->unsettled = out->pending > 0;
			if (out->unsettled)
				buf_printf(diag, "%s: more fixes after %d rounds, each "
					   "made possible by the one before; run "
					   "uniform fix again\n", path, FIX_MAX_ROUNDS);
			findings_free(&fs);
			break;
		}
		if (inject_bad_edit && out->rounds == 0)
			es.v[0].text = "@";
		fix_apply(cur.data, cur.len, &es, &next);
		move_ranges(&in, &es);	/* before the findings own no texts */
		out->rounds++;
		bool ok = fix_guard(cur.data, cur.len, next.data, next.len, &es);

		findings_free(&fs);	/* it owns some of the edits' texts */
		if (!ok) {
			buf_printf(diag, "%s: internal error: the fixed text does not "
				   "lex to the same tokens and comments; the file "
				   "is left as it is\n", path);
			out->guard_failed = true;
			break;
		}
		for (int r = 0; r < R_NRULES; r++) {
			out->per_rule[r] += per_rule[r];
			out->fixed += per_rule[r];
		}
		Buf t = cur;

		cur = next;
		next = t;
	}
	out->changed = !out->guard_failed && out->rounds > 0 &&
		       (cur.len != len || memcmp(cur.data, buf, len));
	out->text = cur;
	buf_free(&next);
	buf_free(&scratch);
	free(es.v);
	free(in.v);
	fix_refusals_free(&refusals);
}

void fix_result_free(FixResult *r)
{
	buf_free(&r->text);
}
