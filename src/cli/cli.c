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
#include "cli/cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "output/report.h"
#include "input/source.h"
#include "output/svg.h"
#include "base/version.h"

int cli_help(const Command *c)
{
	printf("usage: uniform %s [OPTION]... %s\n%s\n\n", c->name, c->operands,
	       c->what);
	opt_help(stdout, c->opts);
	if (c->after)
		printf("\n%s", c->after);
	return 0;
}

int cli_version(void)
{
	printf("uniform %s\n", UNIFORM_VERSION);
	return 0;
}

int cli_usage_error(const char *cmd, const char *msg)
{
	fprintf(stderr, "uniform %s: %s\nTry 'uniform %s --help'.\n", cmd, msg, cmd);
	return 2;
}

bool cli_aspects(const char *cmd, const char *arg, AspectSet *set)
{
	Buf err = { 0 };
	bool ok = aspect_parse(arg, set, &err);

	if (!ok)
		cli_usage_error(cmd, err.data);
	buf_free(&err);
	return ok;
}

bool cli_exts(const char *cmd, const char *arg)
{
	bool any = false;

	for (const char *e = arg; *e;) {
		size_t n = strcspn(e, ",");

		if (*e == '.') {
			cli_usage_error(cmd, "--ext: extensions without the dot, "
					"as in --ext c,h");
			return false;
		}
		any |= n > 0;
		e += n + (e[n] == ',');
	}
	if (!any)
		cli_usage_error(cmd, "--ext names no extension (--ext c,h)");
	return any;
}

void cli_deprecated(const char *cmd, const char *old, const char *now)
{
	fprintf(stderr, "uniform %s: warning: %s is deprecated and goes in the "
		"next release; use %s\n", cmd, old, now);
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

void cli_warn_unmatched(const char *cmd, const Census *c)
{
	for (size_t i = 0; c->prefixes && i < c->nprefixes; i++) {
		if (c->groups[i].counts.files)
			continue;
		Buf name = { 0 };
		buf_path(&name, c->groups[i].name);
		fprintf(stderr, "uniform %s: warning: --by %s: no file matched "
			"(prefixes are matched against paths relative to each "
			"PATH)\n", cmd, name.data);
		buf_free(&name);
	}
}

void cli_walk_all(const WalkOptions *o, PathList *files_from,
		  const OptState *s, const WalkSink *sink)
{
	if (files_from)
		walk_list(files_from, o, sink);
	for (int i = 0; i < s->noperands; i++) {
		if (sink->stream && !strcmp(s->operands[i], "-"))
			sink->stream(sink->ctx, xstrdup("-"));
		else
			walk_operand(s->operands[i], false, o, sink);
	}
	if (!s->noperands && !files_from)
		walk_operand(".", true, o, sink);
}

static void close_stream(void *f)
{
	FILE *s = *(FILE **)f;

	if (s != stdin)
		fclose(s);
}

/*
 * A patch or a list on stdin may be endless ("yes | uniform check --patch
 * -"): more than SOURCE_MAX bytes is refused, as a source file larger
 * than that is, and a read that memory does not hold is given up.
 */
bool cli_slurp(const char *path, Buf *out)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	char chunk[65536];
	size_t n;
	MemTrap trap;
	MemHold hold;

	if (!f) {
		fprintf(stderr, "uniform: %s: %s\n", path, strerror(errno));
		return false;
	}
	struct stat st;

	/* A regular file says its size: no need to read 1 GiB to refuse it. */
	if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) &&
	    st.st_size > (off_t)SOURCE_MAX) {
		fprintf(stderr, "uniform: %s: larger than 1 GiB, refused\n", path);
		if (f != stdin)
			fclose(f);
		return false;
	}
	mem_trap_set(&trap, path);
	if (setjmp(trap.env)) {
		mem_trap_clear();
		fprintf(stderr, "uniform: %s: out of memory after %zu bytes; not read\n",
			path, out->len);
		buf_free(out);
		return false;
	}
	mem_hold(&hold, close_stream, &f);
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0 &&
	       out->len + n <= SOURCE_MAX)
		buf_add(out, chunk, n);
	mem_let_go(&hold);
	mem_trap_clear();
	bool ok = !ferror(f);
	if (!ok)
		fprintf(stderr, "uniform: %s: %s\n", path, strerror(errno));
	else if (n > 0)
		fprintf(stderr, "uniform: %s: larger than 1 GiB, refused\n", path);
	if (f != stdin)
		fclose(f);
	return ok && n == 0;
}

void cli_out_of_memory(const char *path, const char *consequence)
{
	Buf m = { 0 };

	buf_puts(&m, "uniform: ");
	buf_path(&m, path);
	buf_printf(&m, ": out of memory; %s\n", consequence);
	buf_write(&m, stderr);
	buf_free(&m);
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
