/*
 * cmd_trend: uniform trend and uniform merge.
 *
 * trend: its options, the revisions of --revs and the operands, the run
 * over them (trend.c) and its output and line chart.  merge: census JSON
 * files read back and added up (merge.c), printed as the census prints.
 */
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "cli/cli.h"
#include "input/gitsrc.h"
#include "output/html.h"
#include "census/merge.h"
#include "base/opt.h"
#include "base/pool.h"
#include "base/progress.h"
#include "output/report.h"
#include "output/svg.h"
#include "base/table.h"
#include "output/trend.h"

static const OptSpec trend_opts[] = {
	{ O_GIT, 0, "git", "REPO", "the git repository (default .)" },
	{ O_REVS, 0, "revs", "FILE", "read revisions from FILE, one per line (- for stdin)" },
	{ O_BY, 0, "by", "PREFIX,...", "one row per path prefix (whole components)" },
	{ O_DEPTH, 0, "depth", "N", "one row per directory down to depth N (default 1; 0: the total only)" },
	{ O_FORMAT, 0, "format", "FMT", "text, csv, json, markdown or html (default text)" },
	{ O_ASPECT, 0, "aspect", "NAME,...", "also count these aspects' variants (all: every aspect)" },
	{ O_CHART, 0, "chart", "FILE", "also draw the net-style share over the revisions as an SVG line chart" },
	{ O_CACHE_STATS, 0, "cache-stats", NULL, "end with the blob cache's figures, on stderr" },
	{ O_OLD_STATS, 0, "stats", NULL, NULL },	/* --cache-stats, until the next release */
	{ O_NO_CACHE, 0, "no-cache", NULL, "analyse every file of every revision (for timing)" },
	{ O_EXT, 0, "ext", "EXT,...", "file extensions to take (default c,h)" },
	{ O_JOBS, 'j', "jobs", "N", "worker threads (default: online CPUs)" },
	{ O_HIDDEN, 0, "hidden", NULL, "enter files and directories starting with '.'" },
	{ O_QUIET, 'q', "quiet", NULL, "no progress display on a terminal" },
	HELP_OPTS
	{ 0 },
};

typedef struct TrendArgs {
	const char *git, *revs, *format, *chart;
	long depth, jobs;
	bool cache_stats, quiet;
	TrendOptions o;
} TrendArgs;

static int trend_args(int argc, char **argv, TrendArgs *a, OptState *s)
{
	const char *arg;
	int id;

	*a = (TrendArgs){ .git = ".", .format = "text", .jobs = pool_cpus(), .depth = 1,
			  .o = { .walk = { .exts = "c,h" } } };
	opt_init(s, trend_opts, argc, argv);
	while ((id = opt_next(s, &arg)) > 0) {
		switch (id) {
		case O_HELP: return cli_help(&cli_trend);
		case O_VERSION: return cli_version();
		case O_GIT: a->git = arg; break;
		case O_REVS: a->revs = arg; break;
		case O_BY: a->o.by = arg; break;
		case O_DEPTH:
			if (!cli_count(arg, 0, 64, &a->depth))
				return cli_usage_error("trend", "--depth wants a number from 0 to 64");
			break;
		case O_FORMAT: a->format = arg; break;
		case O_CHART: a->chart = arg; break;
		case O_ASPECT:
			if (!cli_aspects("trend", arg, &a->o.aspects))
				return 2;
			break;
		case O_CACHE_STATS: a->cache_stats = true; break;
		case O_OLD_STATS:
			cli_deprecated("trend", "--stats", "--cache-stats");
			a->cache_stats = true;
			break;
		case O_NO_CACHE: a->o.no_cache = true; break;
		case O_EXT: a->o.walk.exts = arg; break;
		case O_JOBS:
			if (!cli_count(arg, 1, 1024, &a->jobs))
				return cli_usage_error("trend", "-j wants a number from 1 to 1024");
			break;
		case O_HIDDEN: a->o.walk.hidden = true; break;
		case O_QUIET: a->quiet = true; break;
		}
	}
	if (id < 0)
		return cli_usage_error("trend", s->err);
	if (strcmp(a->format, "text") && strcmp(a->format, "csv") &&
	    strcmp(a->format, "json") && strcmp(a->format, "markdown") &&
	    strcmp(a->format, "md") && strcmp(a->format, "html"))
		return cli_usage_error("trend", "--format is text, csv, json, markdown or html");
	a->o.depth = (int)a->depth;
	a->o.jobs = (int)a->jobs;
	return -1;
}

/* The revisions: --revs FILE (blank lines and # comments skipped), then the operands. */
static bool trend_revs(const TrendArgs *a, const OptState *s, Buf *revs,
		       size_t *n)
{
	Buf text = { 0 };

	if (a->revs && !cli_slurp(a->revs, &text))
		return false;
	for (char *p = text.data, *nl; p && *p; p = nl + !!*nl) {
		nl = p + strcspn(p, "\n");
		size_t len = (size_t)(nl - p);
		while (len && (p[len - 1] == '\r' || p[len - 1] == ' ' || p[len - 1] == '\t'))
			len--;
		if (len && p[0] != '#') {
			buf_add(revs, p, len);
			buf_putc(revs, '\0');
			(*n)++;
		}
	}
	for (int i = 0; i < s->noperands; i++) {
		buf_puts(revs, s->operands[i]);
		buf_putc(revs, '\0');
		(*n)++;
	}
	buf_free(&text);
	return true;
}

static int trend_output(const TrendArgs *a, const Trend *t,
			const HtmlPage *page)
{
	Buf o = { 0 }, err = { 0 };
	TableFormat tf = !strcmp(a->format, "csv") ? TF_CSV
		       : strcmp(a->format, "text") ? TF_MARKDOWN : TF_TEXT;
	int rc = t->errors ? 2 : 0;

	if (!strcmp(a->format, "html"))
		html_trend(&o, t, page);
	else
		trend_report(&o, t, tf, !strcmp(a->format, "json"));
	buf_write(&o, stdout);
	if (a->chart) {
		trend_chart(&o, t);
		if (!svg_save(a->chart, &o, &err)) {
			fprintf(stderr, "uniform: --chart %s\n", err.data);
			rc = 2;
		}
	}
	if (a->cache_stats)
		fprintf(stderr, "revisions: %zu, files: %llu, analysed: %llu, "
			"from the cache: %llu\n", t->n, t->blobs,
			t->blobs - t->hits, t->hits);
	buf_free(&o);
	buf_free(&err);
	return rc;
}

/* The --by prefixes that no file of any revision matched. */
static void warn_unmatched(const Trend *t, const char *by)
{
	Census all;

	census_init(&all, by, 0);
	for (size_t r = 0; r < t->n; r++) {
		for (size_t i = 0; i < all.ngroups; i++)
			counts_add(&all.groups[i].counts, &t->v[r].census.groups[i].counts);
	}
	cli_warn_unmatched("trend", &all);
	census_free(&all);
}

static int cmd_trend(int argc, char **argv)
{
	TrendArgs a;
	OptState s;
	Buf revs = { 0 }, err = { 0 };
	size_t n = 0;
	int rc = trend_args(argc, argv, &a, &s);

	if (rc >= 0)
		goto out;
	rc = 2;
	if (!trend_revs(&a, &s, &revs, &n))
		goto out;
	if (!n) {
		rc = cli_usage_error("trend", "no revision given");
		goto out;
	}
	char **v = xmalloc(n * sizeof(*v));
	for (size_t i = 0, k = 0; i < n; k += strlen(revs.data + k) + 1)
		v[i++] = revs.data + k;
	GitSrc *g = gitsrc_open(a.git, (int)a.jobs, &err);
	Trend t;
	a.o.progress = progress_new("trend", a.quiet);
	bool ran = g && trend_run(g, v, n, &a.o, &t, stderr);
	progress_end(a.o.progress);
	if (!g)
		fprintf(stderr, "uniform trend: %s\n", err.data);
	else if (ran)
		rc = trend_output(&a, &t, &(HtmlPage){ "trend", argc, argv, 0, NULL });
	if (ran && a.o.by)
		warn_unmatched(&t, a.o.by);
	if (g) {
		trend_free(&t);
		gitsrc_close(g);
	}
	free(v);
out:
	buf_free(&revs);
	buf_free(&err);
	opt_free(&s);
	return rc;
}

static const OptSpec merge_opts[] = {
	{ O_FORMAT, 0, "format", "FMT", "json (default), text, csv or markdown" },
	{ O_CHART, 0, "chart", "FILE", "also draw the net-style share per group as an SVG bar chart" },
	HELP_OPTS
	{ 0 },
};

static int merge_args(int argc, char **argv, const char **format,
		      const char **chart, OptState *s)
{
	const char *arg;
	int id;

	opt_init(s, merge_opts, argc, argv);
	while ((id = opt_next(s, &arg)) > 0) {
		switch (id) {
		case O_HELP: return cli_help(&cli_merge);
		case O_VERSION: return cli_version();
		case O_FORMAT: *format = arg; break;
		case O_CHART: *chart = arg; break;
		}
	}
	if (id < 0)
		return cli_usage_error("merge", s->err);
	if (strcmp(*format, "text") && strcmp(*format, "csv") &&
	    strcmp(*format, "json") && strcmp(*format, "markdown") &&
	    strcmp(*format, "md"))
		return cli_usage_error("merge", "--format is json, text, csv or markdown");
	if (!s->noperands)
		return cli_usage_error("merge", "no file given");
	return -1;
}

static int cmd_merge(int argc, char **argv)
{
	const char *format = "json", *chart = NULL;
	OptState s;
	Merge m = { 0 };
	int rc = merge_args(argc, argv, &format, &chart, &s);

	for (int i = 0; rc < 0 && i < s.noperands; i++) {
		Buf text = { 0 }, err = { 0 };

		if (!cli_slurp(s.operands[i], &text))
			rc = 2;
		else if (!merge_add(&m, text.data ? text.data : "", text.len, &err))
			fprintf(stderr, "uniform merge: %s:%s\n", s.operands[i], err.data), rc = 2;
		buf_free(&text);
		buf_free(&err);
	}
	if (rc < 0) {
		Buf o = { 0 };
		TableFormat tf = !strcmp(format, "csv") ? TF_CSV
			       : strcmp(format, "text") ? TF_MARKDOWN : TF_TEXT;
		merge_finish(&m);
		report_census(&o, &m.census, tf, !strcmp(format, "json"), m.method);
		buf_write(&o, stdout);
		buf_free(&o);
		rc = chart && !cli_census_chart(&m.census, chart) ? 2 : 0;
	}
	merge_free(&m);
	opt_free(&s);
	return rc;
}

const Command cli_trend = {
	"trend", cmd_trend, trend_opts, "REV...",
	"Count the comments of C files by style at each git revision.",
	NULL,
};

const Command cli_merge = {
	"merge", cmd_merge, merge_opts, "FILE...",
	"Add up census results (census --format json) of parts of a tree.",
	NULL,
};
