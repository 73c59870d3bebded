/*
 * policy: what one file is checked with.
 *
 * Its settings (the command line, the preset, its .editorconfig files),
 * whether it is left alone (generated, vendored, test data, or a comment
 * asks that it stay as it is), and where a key asks for majority, the
 * practice counted in its directory: the comment convention, each
 * aspect's variant and the usual length of names; and a patch's hunk
 * checked as a file of its own.  The commands decide which files and in
 * what order; check and fix ask here how.
 */
#include "rules/policy.h"

#include <stdlib.h>
#include <string.h>

#include "rules/check.h"
#include "rules/check_aspect.h"

/*
 * Where nothing names a comment convention (no preset, no setting, no
 * Linux tree), the practice asks its form of the other comments of a
 * kind only when they are rare, slips rather than a habit: one comment,
 * or under SLIP_PERCENT of them.  A project that writes the other form
 * more often tolerates both (curl writes three shapes in hundreds of
 * comments each; Open vSwitch's guide allows either opener and shows the
 * less common one), and a patch that changes one to the other is churn.
 */
#define SLIP_PERCENT 1

static bool settled(unsigned long long count, unsigned long long of)
{
	unsigned long long other = of - count;

	return of && count <= of && (other <= 1 || other * 100 < of * SLIP_PERCENT);
}

/*
 * The comment convention for the file at path under set: the one named,
 * or the practice counted in m (none without a count: --patch); with
 * nothing named, only a settled practice (settled) asks anything.
 */
static Convention convention(const Config *config, const Majority *m,
			     const Settings *set, const char *path)
{
	Convention c = { .style = set->style, .from = set->style_from,
			 .config = config, .path = path };

	if (set->style != ST_MAJORITY)
		return c;
	c.style = m ? majority_style(m, path, &c) : ST_ANY;
	c.forms = true;
	for (int p = 0; p < CP_NPART; p++)
		for (int kind = 0; kind < CF_KINDS; kind++)
			if (m)
				majority_form(m, path, kind, (CommentPart)p,
					      &c.form[p][kind]);
			else
				c.form[p][kind].form = -1;
	if (set->style_from != OR_DEFAULT)
		return c;
	if (c.style != ST_ANY && !settled(c.count, c.of))
		c.style = ST_ANY;
	for (int p = 0; p < CP_NPART; p++)
		for (int kind = 0; kind < CF_KINDS; kind++) {
			FormPractice *f = &c.form[p][kind];

			if (f->form != -1 && !settled(f->count, f->of))
				f->form = -1;
		}
	return c;
}

bool policy_file(const PolicyFrom *from, EcCache *ec, const char *path,
		 const char *buf, size_t len, bool new_code, FilePolicy *p,
		 Buf *diag)
{
	const Majority *m = from->majority;

	if (!config_resolve(from->config, ec, path, from->revision, &p->set, diag))
		return false;
	p->skipped = settings_skip(&p->set, buf, len, &p->said_at);
	if (p->skipped)
		return true;
	p->conv = convention(from->config, m, &p->set, path);
	check_aspects_resolve(&p->set, m, path);
	if (m && p->set.rule[R_LONG_IDENTIFIER])
		p->set.usual_ident = majority_usual_length(m, path, &p->set.usual_dir);
	/* A directory's habit where the practice decides: no preset. */
	if (m && settings_bitwise_habit(&p->set))
		p->set.bitwise_habit = majority_bitwise_habit(m, path);
	p->set.new_code = new_code;
	return true;
}

void policy_tell_skipped(const FilePolicy *p, const char *path, bool named,
			 Buf *diag)
{
	size_t why;

	buf_puts(diag, "uniform: ");
	buf_path(diag, path);
	if (p->skipped == SKIP_GENERATED && p->said_at)
		buf_printf(diag, ": generated, as its line %u says", p->said_at);
	else if (p->skipped == SKIP_AS_IS)
		buf_printf(diag, ": to be kept as it is, as its line %u says",
			   p->said_at);
	else if (p->said_at)
		buf_printf(diag, ": imported code, as its line %u says", p->said_at);
	else {
		buf_puts(diag, p->skipped == SKIP_GENERATED ? ": generated (" :
			 p->skipped == SKIP_TEST_DATA ? ": test data (" :
			 p->set.vendored_by == VB_BINARY ? ": binary for git (" :
			 ": imported code (");
		why = diag->len;
		settings_skip_why(&p->set, diag);
		if (diag->len == why)
			buf_puts(diag, "uniform_vendored is true");
		buf_putc(diag, ')');
	}
	buf_puts(diag, "; not checked");
	if (named)
		buf_printf(diag, " (--set %s takes it)",
			   p->said_at || p->skipped == SKIP_GENERATED ?
			   "uniform_generated=check" : "uniform_vendored=false");
	buf_puts(diag, "\n");
}

void policy_keep_changed(Findings *fs, const GitChange *change)
{
	size_t kept = 0;

	for (size_t i = 0; i < fs->n; i++) {
		if (gitdiff_has(change, fs->v[i].line))
			fs->v[kept++] = fs->v[i];
	}
	fs->n = kept;
}

bool policy_hunk(const Config *config, EcCache *ec, const PatchHunk *h,
		 Findings *fs, Buf *diag)
{
	/* Nothing is counted for a patch: a key set to majority asks nothing. */
	PolicyFrom from = { config, NULL, true };
	FilePolicy p;
	size_t len = h->text.len;
	char *lexed = xmalloc(len + LEX_PAD);

	/* The tail of a comment begun above the hunk is blanked out. */
	memcpy(lexed, h->text.data ? h->text.data : "", len);
	memset(lexed + len, 0, LEX_PAD);
	for (size_t i = 0; i < h->skip; i++)
		if (lexed[i] != '\n' && lexed[i] != '\r')
			lexed[i] = ' ';
	/* Only a hunk from line 1 has the file's opening comments. */
	if (!policy_file(&from, ec, h->path, lexed, h->first == 1 ? len : 0,
			 true, &p, diag)) {
		free(lexed);
		return false;
	}
	if (p.skipped) {
		free(lexed);
		return true;
	}
	/*
	 * A hunk is a fragment: what is left open at its end goes on in
	 * the file, so the lexer's warnings about it are dropped.
	 */
	Buf fragment = { 0 };

	check_buffer(lexed, len, h->path, &p.set, &p.conv, fs, &fragment, NULL);
	buf_free(&fragment);
	size_t at = 0, kept = 0;	/* findings come in order: count on from here */
	unsigned pl = 1;
	for (size_t i = 0; i < fs->n; i++) {
		Finding *f = &fs->v[i];
		/* The patch's line: LF only, as diff counts (a lone CR is not). */
		if (f->off < at) {
			at = 0;
			pl = 1;
		}
		for (; at < f->off && at < len; at++)
			pl += h->text.data[at] == '\n';
		if (pl > h->nlines || !h->added[pl])
			continue;
		f->end_line = f->end_line - f->line + pl + h->first - 1;
		f->line = pl + h->first - 1;
		fs->v[kept++] = *f;
	}
	fs->n = kept;
	free(lexed);
	return true;
}


void policy_practise(void *ctx, const char *path, Settings *s)
{
	const Majority *m = ctx;
	FormPractice f;

	check_aspects_resolve(s, m, path);
	if (s->style != ST_MAJORITY)
		return;
	majority_form(m, path, 0, CP_OPEN, &f);	/* as convention() does */
	s->style = f.form == 0 ? ST_CUSTOMARY : f.form == 1 ? ST_NET : ST_ANY;
}
