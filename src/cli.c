/*
 * cli: what the commands share.
 *
 * Each command has one option table (opt.h) that both parses its options
 * and prints its --help.  A command walks the operands, pushing each file
 * (and each message of the walk, in its place) to the pool as it is
 * found; in done(), called in walk order, it writes each file's messages
 * and output and adds its counts, so that output is the same for every
 * -j.  Here: a command's --help, usage errors, numbers, the revision of
 * --git, the walk of the operands, whole files, the census bar chart.
 */
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "svg.h"

int cli_help(const Command *c)
{
	printf("usage: uniform %s [OPTION]... %s\n%s\n\n", c->name, c->operands,
	       c->what);
	opt_help(stdout, c->opts);
	return 0;
}

int cli_usage_error(const char *cmd, const char *msg)
{
	fprintf(stderr, "uniform %s: %s\nTry 'uniform %s --help'.\n", cmd, msg, cmd);
	return 2;
}

bool cli_count(const char *s, long min, long max, long *out)
{
	char *end;

	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < min || v > max)
		return false;
	*out = v;
	return true;
}

GitSrc *cli_open_revision(const char *cmd, const char *repo, const char *rev,
			  long jobs, GitRev *out, bool *failed)
{
	Buf err = { 0 };
	GitSrc *g;

	*failed = false;
	if (!repo && !rev)
		return NULL;
	g = gitsrc_open(repo ? repo : ".", (int)jobs, &err);
	if (g && !gitsrc_rev(g, rev ? rev : "HEAD", out, &err)) {
		gitsrc_close(g);
		g = NULL;
	}
	if (!g)
		fprintf(stderr, "uniform %s: %s\n", cmd, err.data);
	*failed = !g;
	buf_free(&err);
	return g;
}

void cli_walk_all(const WalkOptions *o, PathList *files_from,
		  const OptState *s, const WalkSink *sink)
{
	if (files_from)
		walk_list(files_from, o, sink);
	for (int i = 0; i < s->noperands; i++)
		walk_operand(s->operands[i], false, o, sink);
	if (!s->noperands && !files_from)
		walk_operand(".", true, o, sink);
}

bool cli_slurp(const char *path, Buf *out)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	char chunk[65536];
	size_t n;

	if (!f) {
		fprintf(stderr, "uniform: %s: %s\n", path, strerror(errno));
		return false;
	}
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0)
		buf_add(out, chunk, n);
	bool ok = !ferror(f);
	if (!ok)
		fprintf(stderr, "uniform: %s: %s\n", path, strerror(errno));
	if (f != stdin)
		fclose(f);
	return ok;
}

bool cli_census_chart(const Census *c, const char *path)
{
	Buf svg = { 0 }, err = { 0 };
	bool ok;

	report_census_chart(&svg, c);
	if (!(ok = svg_save(path, &svg, &err)))
		fprintf(stderr, "uniform: --chart %s\n", err.data);
	buf_free(&svg);
	buf_free(&err);
	return ok;
}
