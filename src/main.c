/*
 * main: the uniform command line, a thin layer over the library.
 *
 * Each command has one option table (opt.h) that both parses its options
 * and prints its --help.  A command walks the operands, pushing each file
 * (and each message of the walk, in its place) to the pool as it is
 * found; in done(), called in walk order, it writes each file's messages
 * and output and adds its counts, so that output is the same for every
 * -j.  Exit status: 0 clean, 2 when a file could not be read or
 * the command line is wrong.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "census.h"
#include "check.h"
#include "diag.h"
#include "fix.h"
#include "udiff.h"
#include "gitdiff.h"
#include "gitsrc.h"
#include "compare.h"
#include "html.h"
#include "json.h"
#include "majority.h"
#include "merge.h"
#include "opt.h"
#include "patch.h"
#include "pool.h"
#include "progress.h"
#include "regex.h"
#include "report.h"
#include "settings.h"
#include "source.h"
#include "svg.h"
#include "table.h"
#include "trend.h"
#include "version.h"
#include "walk.h"


enum {
	O_HELP = 1, O_BY, O_DEPTH, O_FORMAT, O_LIST, O_METHOD, O_COMPARE,
	O_EXAMPLES, O_EXT, O_FILES_FROM, O_JOBS, O_FOLLOW, O_HIDDEN,
	O_COLOR, O_MAX_FINDINGS, O_STATS, O_RULE, O_NO_RULE, O_SET, O_PRESET,
	O_NO_EDITORCONFIG, O_PATCH, O_DIFF, O_GIT, O_REV, O_CHART, O_REVS,
	O_NO_CACHE, O_PRINT_DIFF, O_MAIL, O_VERSION, O_QUIET, O_STAGED,
	O_LIST_RULES,
};

static const OptSpec census_opts[] = {
	{ O_BY, 0, "by", "PREFIX,...", "one row per path prefix (whole components)" },
	{ O_DEPTH, 0, "depth", "N", "one row per directory down to depth N (default 1)" },
	{ O_FORMAT, 0, "format", "FMT", "text, csv, json, markdown or html (default text)" },
	{ O_LIST, 0, "list", NULL, "print every comment as path:line:col: class" },
	{ O_METHOD, 0, "method", "M", "exact (default) or regex (the article's regexes)" },
	{ O_COMPARE, 0, "compare", NULL, "print exact and regex counts side by side" },
	{ O_EXAMPLES, 0, "examples", "N", "with --compare: show N places they disagree" },
	{ O_EXT, 0, "ext", "EXT,...", "file extensions to take (default c,h)" },
	{ O_FILES_FROM, 0, "files-from", "FILE", "read paths from FILE, one per line (- for stdin)" },
	{ O_JOBS, 'j', "jobs", "N", "worker threads (default: online CPUs)" },
	{ O_FOLLOW, 'L', "follow", NULL, "follow symlinks (loops are detected)" },
	{ O_HIDDEN, 0, "hidden", NULL, "enter files and directories starting with '.'" },
	{ O_GIT, 0, "git", "REPO", "read a revision of the git repository REPO, no checkout" },
	{ O_REV, 0, "rev", "REV", "with --git: the revision (default HEAD)" },
	{ O_CHART, 0, "chart", "FILE", "also draw the net-style share per group as an SVG bar chart" },
	{ O_QUIET, 'q', "quiet", NULL, "no progress display on a terminal" },
	{ O_HELP, 'h', "help", NULL, "show this help" },
	{ 0 },
};

typedef enum Mode { M_EXACT, M_REGEX, M_COMPARE } Mode;

/* One file of the walk, or one message of the walk in its place. */
typedef struct CensusItem {
	char *path;		/* as printed; NULL for a message */
	size_t rel;		/* where the part relative to the operand starts */
	char *msg;		/* the walk's message, for stderr */
	bool msg_error;		/* the message is about an unreadable path */
	Counts exact, regex;	/* the file's counts */
	GitBlobId blob;		/* --git: the file's blob */
	Buf out;		/* --list lines or examples */
	Buf diag;		/* the file's messages, for stderr */
	SourceStatus status;
} CensusItem;

typedef struct CensusRun {
	Mode mode;
	bool list;
	size_t examples;	/* --examples N */
	size_t shown;		/* examples printed so far */
	Source *sources;	/* one per worker */
	RegexMethod *rx;
	GitSrc *git;		/* --git: where files come from */
	Pool *pool;
	Census exact, regex;
	Majority *majority;	/* when set: a silent first pass for check */
	Progress *progress;	/* on a terminal, or NULL */
	int errors;
} CensusRun;

static void census_work(void *ctx, void *item, int worker)
{
	CensusRun *r = ctx;
	CensusItem *f = item;
	Source *s = &r->sources[worker];
	const char *path = f->path;

	if (!path)
		return;
	if (r->mode == M_EXACT && !r->git) {
		CensusFile cf;

		census_file(&cf, path, &f->exact, r->list ? &f->out : NULL,
			    &f->diag);
		f->status = source_lex(s, path, &cf.hooks, SOURCE_CHUNK, &f->diag);
		return;
	}
	f->status = r->git ? gitsrc_read(r->git, worker, &f->blob, path, s, &f->diag)
			   : source_read(s, path, &f->diag);
	if (f->status != SRC_OK)
		return;
	if (r->mode == M_EXACT) {
		census_scan(s->data, s->len, path, &f->exact,
			    r->list ? &f->out : NULL, &f->diag);
	} else if (r->mode == M_REGEX) {
		regex_scan(r->rx, s->data, s->len, &f->exact, NULL);
	} else {
		size_t n;
		compare_scan(r->rx, s->data, s->len, path, r->examples,
			     &f->exact, &f->regex, &f->out, &n, &f->diag);
	}
}

static void census_done(void *ctx, void *item)
{
	CensusRun *r = ctx;
	CensusItem *f = item;

	if (!f->path || f->out.len || f->diag.len)
		progress_hide(r->progress);
	if (!f->path) {
		if (!r->majority)
			fputs(f->msg, stderr);
		r->errors += f->msg_error;
		free(f->msg);
		return;
	}
	if (!r->majority)
		buf_write(&f->diag, stderr);
	if (f->status == SRC_ERROR)
		r->errors++;
	if (f->status == SRC_OK && r->majority)
		majority_add(r->majority, f->path, &f->exact);
	if (f->status == SRC_OK) {
		census_add(&r->exact, f->path + f->rel, &f->exact);
		if (r->mode == M_COMPARE)
			census_add(&r->regex, f->path + f->rel, &f->regex);
	}
	if (r->mode == M_COMPARE) {
		/* Print examples until N, in file order. */
		const char *p = f->out.data;
		while (p && r->shown < r->examples && *p) {
			const char *nl = strchr(p, '\n');
			fwrite(p, 1, (size_t)(nl - p) + 1, stdout);
			p = nl + 1;
			r->shown++;
		}
	} else {
		buf_write(&f->out, stdout);
	}
	buf_free(&f->out);
	buf_free(&f->diag);
	free(f->path);
}

static void push_file(void *ctx, char *path, size_t rel)
{
	CensusRun *r = ctx;
	CensusItem it = { .path = path, .rel = rel };

	pool_push(r->pool, &it);
}

static void push_message(void *ctx, char *msg, bool error)
{
	CensusRun *r = ctx;
	CensusItem it = { .msg = msg, .msg_error = error };

	pool_push(r->pool, &it);
}

static void push_blob(void *ctx, char *path, size_t rel, const GitBlobId *id)
{
	CensusRun *r = ctx;
	CensusItem it = { .path = path, .rel = rel, .blob = *id };

	pool_push(r->pool, &it);
}

static void compare_rows(Table *t, const char *name, const Counts *e,
			 const Counts *x)
{
	char a[32], b[32], d[32];

	for (int k = 0; k <= CM_NCLASS; k++) {
		Count ev = k < CM_NCLASS ? e->cls[k] : counts_multi(e);
		Count xv = k < CM_NCLASS ? x->cls[k] : counts_multi(x);
		long long diff = (long long)xv - (long long)ev;
		const char *row[6] = {
			k ? "" : name,
			k < CM_NCLASS ? comment_class_name(k) : "multi-line",
			table_thousands(a, ev), table_thousands(b, xv), d, "",
		};
		char pct[32] = "";

		d[0] = diff < 0 ? '-' : '+';
		table_thousands(d + 1, (Count)(diff < 0 ? -diff : diff));
		if (ev)
			snprintf(pct, sizeof(pct), "%+.1f%%", 100.0 * (double)diff / (double)ev);
		row[5] = pct;
		table_row(t, row);
	}
	double se, sx;
	bool he = counts_net_share(e, &se), hx = counts_net_share(x, &sx);
	char pe[32] = "-", px[32] = "-", pd[32] = "";
	if (he)
		snprintf(pe, sizeof(pe), "%.1f%%", 100 * se);
	if (hx)
		snprintf(px, sizeof(px), "%.1f%%", 100 * sx);
	if (he && hx)
		snprintf(pd, sizeof(pd), "%+.1f pt", 100 * (sx - se));
	const char *row[6] = { "", "net share", pe, px, pd, "" };
	table_row(t, row);
}

static void compare_report(const Census *e, const Census *x, TableFormat tf,
			   Buf *o)
{
	static const char *const head[6] = {
		"group", "class", "exact", "regex", "difference", "relative",
	};
	Table t;

	table_init(&t, 6);
	t.left = 2;
	table_row(&t, head);
	for (size_t i = 0; i < e->ngroups; i++)
		compare_rows(&t, e->groups[i].name, &e->groups[i].counts,
			     &x->groups[i].counts);
	compare_rows(&t, "total", &e->total, &x->total);
	table_render(&t, tf, o);
	table_free(&t);
}

static int command_help(const char *name);

static int usage_error(const char *cmd, const char *msg)
{
	fprintf(stderr, "uniform %s: %s\nTry 'uniform %s --help'.\n", cmd, msg, cmd);
	return 2;
}

static bool parse_count(const char *s, long min, long max, long *out)
{
	char *end;

	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < min || v > max)
		return false;
	*out = v;
	return true;
}

typedef struct CensusArgs {
	const char *by, *format, *method, *files_from, *git, *rev, *chart;
	long depth, jobs, examples;
	bool list, compare, has_examples, quiet;
	WalkOptions walk;
} CensusArgs;

static int census_args(int argc, char **argv, CensusArgs *a, OptState *s)
{
	const char *arg;
	int id;

	*a = (CensusArgs){ .format = "text", .method = "exact", .depth = 1,
			   .jobs = pool_cpus(), .walk = { .exts = "c,h" } };
	opt_init(s, census_opts, argc, argv);
	while ((id = opt_next(s, &arg)) > 0) {
		switch (id) {
		case O_HELP: return command_help("census");
		case O_BY: a->by = arg; break;
		case O_DEPTH:
			if (!parse_count(arg, 0, 64, &a->depth))
				return usage_error("census", "--depth wants a number from 0 to 64");
			break;
		case O_FORMAT: a->format = arg; break;
		case O_LIST: a->list = true; break;
		case O_METHOD: a->method = arg; break;
		case O_COMPARE: a->compare = true; break;
		case O_EXAMPLES:
			if (!parse_count(arg, 0, LONG_MAX, &a->examples))
				return usage_error("census", "--examples wants a number");
			a->has_examples = true;
			break;
		case O_EXT: a->walk.exts = arg; break;
		case O_FILES_FROM: a->files_from = arg; break;
		case O_JOBS:
			if (!parse_count(arg, 1, 1024, &a->jobs))
				return usage_error("census", "-j wants a number from 1 to 1024");
			break;
		case O_FOLLOW: a->walk.follow = true; break;
		case O_HIDDEN: a->walk.hidden = true; break;
		case O_GIT: a->git = arg; break;
		case O_REV: a->rev = arg; break;
		case O_CHART: a->chart = arg; break;
		case O_QUIET: a->quiet = true; break;
		}
	}
	if (id < 0)
		return usage_error("census", s->err);
	if ((a->git || a->rev) && (a->files_from || a->walk.follow))
		return usage_error("census", "--git reads a tree: no --files-from, no --follow");
	return -1;
}

/*
 * --git REPO, --rev REV: the repository and the revision's tree, or NULL
 * when neither was given; NULL and *failed, with a message, on an error.
 */
static GitSrc *open_revision(const char *cmd, const char *repo,
			     const char *rev, long jobs, GitRev *out,
			     bool *failed)
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

/* Walk --files-from, then the operands, or "." when there are none. */
static void walk_all(const WalkOptions *o, const char *files_from,
		     const OptState *s, const WalkSink *sink)
{
	if (files_from)
		walk_files_from(files_from, o, sink);
	for (int i = 0; i < s->noperands; i++)
		walk_operand(s->operands[i], false, o, sink);
	if (!s->noperands && !files_from)
		walk_operand(".", true, o, sink);
}

/* The files of the operands: from the revision with --git, else walked. */
static void census_feed(CensusRun *r, const GitRev *rev, const WalkOptions *o,
			const char *files_from, const OptState *s)
{
	if (r->git) {
		GitSink gs = { push_blob, push_message, r };
		gitsrc_walk(rev, s->operands, s->noperands, o, &gs);
	} else {
		WalkSink sink = { push_file, push_message, r };
		walk_all(o, files_from, s, &sink);
	}
}

/* --chart FILE: the census's shares as a bar chart; false on an error. */
static bool census_chart(const Census *c, const char *path)
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

static int cmd_census(int argc, char **argv)
{
	CensusArgs a;
	OptState s;
	int rc = census_args(argc, argv, &a, &s);
	TableFormat tf = TF_TEXT;
	bool json = false, html = false;

	if (rc >= 0)
		goto out_opts;
	rc = 2;
	if (!strcmp(a.format, "csv"))
		tf = TF_CSV;
	else if (!strcmp(a.format, "markdown") || !strcmp(a.format, "md"))
		tf = TF_MARKDOWN;
	else if (!strcmp(a.format, "json"))
		json = true;
	else if (!strcmp(a.format, "html"))
		html = true;
	else if (strcmp(a.format, "text")) {
		usage_error("census", "--format is text, csv, json, markdown or html");
		goto out_opts;
	}
	Mode mode = M_EXACT;
	if (!strcmp(a.method, "regex"))
		mode = M_REGEX;
	else if (strcmp(a.method, "exact")) {
		usage_error("census", "--method is exact or regex");
		goto out_opts;
	}
	if (a.compare)
		mode = M_COMPARE;
	if (a.list && mode != M_EXACT) {
		usage_error("census", "--list works with the exact method only");
		goto out_opts;
	}
	if (a.has_examples && mode != M_COMPARE) {
		usage_error("census", "--examples needs --compare");
		goto out_opts;
	}
	if ((json || html) && mode == M_COMPARE) {
		usage_error("census", "--compare prints text, csv or markdown");
		goto out_opts;
	}
	if (html && a.list) {
		usage_error("census", "--list prints text");
		goto out_opts;
	}

	CensusRun r = { .mode = mode, .list = a.list, .examples = (size_t)a.examples };
	GitRev rev;
	bool failed;
	if (mode != M_EXACT) {
		char err[200];
		if (!(r.rx = regex_new(err, sizeof(err)))) {
			fprintf(stderr, "uniform: %s\n", err);
			goto out_opts;
		}
	}
	r.git = open_revision("census", a.git, a.rev, a.jobs, &rev, &failed);
	if (failed) {
		regex_free(r.rx);
		goto out_opts;
	}
	census_init(&r.exact, a.by, (int)a.depth);
	census_init(&r.regex, a.by, (int)a.depth);
	r.sources = calloc((size_t)a.jobs, sizeof(*r.sources));
	if (mode == M_COMPARE && a.examples)
		fputs("Places where the methods disagree:\n", stdout);

	r.pool = pool_start((int)a.jobs, sizeof(CensusItem), census_work,
			    census_done, &r);
	r.progress = progress_new("census", a.quiet);
	pool_watch(r.pool, r.progress);
	census_feed(&r, &rev, &a.walk, a.files_from, &s);
	pool_finish(r.pool);
	progress_end(r.progress);
	census_finish(&r.exact);
	census_finish(&r.regex);
	if (a.chart && !census_chart(&r.exact, a.chart))
		r.errors++;

	Buf o = { 0 };
	if (mode == M_COMPARE) {
		if (a.examples)
			buf_putc(&o, '\n');
		compare_report(&r.exact, &r.regex, tf, &o);
	} else if (html) {
		HtmlPage page = { "census", argc, argv, s.noperands, s.operands };
		html_census(&o, &r.exact, &page);
	} else if (!a.list) {
		report_census(&o, &r.exact, tf, json, a.method);
	}
	fflush(stdout);
	buf_write(&o, stdout);
	buf_free(&o);
	rc = r.errors ? 2 : 0;

	for (long i = 0; i < a.jobs; i++)
		source_free(&r.sources[i]);
	free(r.sources);
	census_free(&r.exact);
	census_free(&r.regex);
	regex_free(r.rx);
	if (r.git) {
		gitsrc_rev_free(&rev);
		gitsrc_close(r.git);
	}
out_opts:
	opt_free(&s);
	return rc;
}

/* Output that could not be written is an error too (a full disk, EPIPE). */
static int finish(int rc)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "uniform: error writing output: %s\n", strerror(errno));
		return 2;
	}
	return rc;
}

/* The rows check and fix share: settings, then the walk and help. */
#define SETTINGS_OPTS \
	{ O_PRESET, 0, "preset", "NAME", "linux, linux-6.10 or majority" }, \
	{ O_RULE, 0, "rule", "NAME", "enable a rule (check --list-rules lists them)" }, \
	{ O_NO_RULE, 0, "no-rule", "NAME", "disable a rule" }, \
	{ O_SET, 0, "set", "KEY=VALUE", "set a settings key, as in .editorconfig" }, \
	{ O_NO_EDITORCONFIG, 0, "no-editorconfig", NULL, "do not read .editorconfig files" },
#define WALK_OPTS \
	{ O_EXT, 0, "ext", "EXT,...", "file extensions to take (default c,h)" }, \
	{ O_FILES_FROM, 0, "files-from", "FILE", "read paths from FILE, one per line (- for stdin)" }, \
	{ O_JOBS, 'j', "jobs", "N", "worker threads (default: online CPUs)" }, \
	{ O_FOLLOW, 'L', "follow", NULL, "follow symlinks (loops are detected)" }, \
	{ O_HIDDEN, 0, "hidden", NULL, "enter files and directories starting with '.'" }, \
	{ O_QUIET, 'q', "quiet", NULL, "no progress display on a terminal" }, \
	{ O_HELP, 'h', "help", NULL, "show this help" },

static const OptSpec check_opts[] = {
	SETTINGS_OPTS
	{ O_PATCH, 0, "patch", "FILE", "check the added lines of a unified diff (- for stdin)" },
	{ O_DIFF, 0, "diff", "REV", "report only lines added or changed since git revision REV" },
	{ O_STAGED, 0, "staged", NULL, "check what is staged for commit against --diff REV (default HEAD)" },
	{ O_GIT, 0, "git", "REPO", "check a revision of the git repository REPO, no checkout" },
	{ O_REV, 0, "rev", "REV", "with --git: the revision (default HEAD)" },
	{ O_FORMAT, 0, "format", "FMT", "text (default), json, sarif, github or html" },
	{ O_COLOR, 0, "color", "WHEN", "auto (default), always or never; NO_COLOR is respected" },
	{ O_MAX_FINDINGS, 0, "max-findings", "N", "show at most N findings per file" },
	{ O_STATS, 0, "stats", NULL, "end with a count of findings per rule" },
	{ O_LIST_RULES, 0, "list-rules", NULL, "list the rules: name, on or off by default, what it reports" },
	WALK_OPTS
	{ 0 },
};

static const OptSpec fix_opts[] = {
	{ O_PRINT_DIFF, 0, "diff", NULL, "print the fixes as a unified diff; write nothing" },
	{ O_MAIL, 0, "mail", NULL, "as --diff, in a mail: From, Date, Subject, Signed-off-by" },
	SETTINGS_OPTS
	WALK_OPTS
	{ 0 },
};

/* One file of the walk, or one message of the walk in its place. */
typedef struct CheckItem {
	char *path;		/* as printed; NULL for a message */
	size_t rel;		/* where the part relative to the operand starts */
	char *msg;		/* the walk's message, for stderr */
	bool msg_error;		/* the message is about an unreadable path */
	const GitChange *change;	/* --diff: the lines to report on */
	GitBlobId blob;		/* --git: the file's blob */
	size_t per_rule[R_NRULES];	/* findings, shown or not */
	size_t fixes;		/* fix: fixes made (or shown) */
	size_t left;		/* fix: findings with no safe fix */
	Buf out;		/* rendered findings */
	Buf diag;		/* the file's messages, for stderr */
	SourceStatus status;
} CheckItem;

typedef struct CheckRun {
	const Config *config;
	Majority *majority;	/* per-directory counts, for ST_MAJORITY */
	bool json, sarif, github, html, color;
	long max_findings;	/* per file, -1 for all */
	Source *sources;	/* one per worker */
	EcCache *ec;		/* one per worker */
	GitSrc *git;		/* --git: where files come from */
	Pool *pool;
	bool fix;		/* uniform fix */
	bool print_diff;	/* fix --diff */
	bool mail;		/* fix --mail: diffs gathered in mailbody */
	Buf mailbody;
	Buf records;		/* --format html: the findings, for html_check */
	bool inject;		/* fix: a wrong edit, for the guard's tests */
	size_t fixes, fixed_files, left;	/* fix: totals */
	size_t per_rule[R_NRULES];	/* findings in all files */
	size_t shown;		/* JSON objects written, for separators */
	Progress *progress;	/* on a terminal, or NULL */
	int errors;
} CheckRun;

/* uniform fix on one file: fixed in place, or shown as a diff. */
static void fix_work(CheckRun *r, CheckItem *f, const Source *s,
		     const Settings *set, CommentStyle style)
{
	FixResult fr;

	fix_buffer(s->data, s->len, f->path, set, style, r->inject, &fr, &f->diag);
	f->left = fr.left;
	if (fr.guard_failed) {
		f->status = SRC_ERROR;
	} else if (fr.changed && r->print_diff) {
		udiff(f->path, s->data, s->len, fr.text.data, fr.text.len, &f->out);
		f->fixes = fr.fixed;
		memcpy(f->per_rule, fr.per_rule, sizeof(f->per_rule));
	} else if (fr.changed) {
		const char *pause = getenv("UNIFORM_TEST_PAUSE_BEFORE_WRITE");

		if (pause) {	/* for the test of a file changed meanwhile */
			const char *mark = getenv("UNIFORM_TEST_PAUSE_MARK");
			int fd = mark ? open(mark, O_WRONLY | O_CREAT, 0644) : -1;

			if (fd >= 0)
				close(fd);	/* read: the test may edit it now */
			sleep((unsigned)atoi(pause));
		}
		if (fix_write(f->path, s->data, s->len, fr.text.data, fr.text.len,
			      &f->diag)) {
			f->fixes = fr.fixed;
			buf_path(&f->out, f->path);
			buf_printf(&f->out, ": %zu fixed\n", fr.fixed);
		} else {
			f->status = SRC_ERROR;
		}
	}
	fix_result_free(&fr);
}

static void check_work(void *ctx, void *item, int worker)
{
	CheckRun *r = ctx;
	CheckItem *f = item;
	Source *s = &r->sources[worker];
	Settings set;
	Findings fs = { 0 };

	if (!f->path)
		return;
	f->status = r->git ? gitsrc_read(r->git, worker, &f->blob, f->path, s, &f->diag)
			   : source_read(s, f->path, &f->diag);
	if (f->status != SRC_OK)
		return;
	if (!config_resolve(r->config, &r->ec[worker], f->path, f->path + f->rel,
			    &set, &f->diag)) {
		f->status = SRC_ERROR;
		return;
	}
	CommentStyle style = set.style;
	if (style == ST_MAJORITY)
		style = r->majority ? majority_style(r->majority, f->path) : ST_ANY;
	if (r->fix) {
		fix_work(r, f, s, &set, style);
		return;
	}
	check_buffer(s->data, s->len, f->path, &set, style, &fs, &f->diag);
	if (f->change) {	/* --diff: only the lines the change touched */
		size_t kept = 0;
		for (size_t i = 0; i < fs.n; i++) {
			if (gitdiff_has(f->change, fs.v[i].line))
				fs.v[kept++] = fs.v[i];
			else if (fs.v[i].owned)
				free(fs.v[i].message);
		}
		fs.n = kept;
	}
	/*
	 * Room for about all the text at once: a buffer grown by doubling
	 * to the 60 MB of a register header is copied as often.
	 */
	size_t shown = r->max_findings >= 0 && (size_t)r->max_findings < fs.n ?
		       (size_t)r->max_findings : fs.n;
	if (shown > 64)
		buf_room(&f->out, shown * (strlen(f->path) + 256));
	for (size_t i = 0; i < fs.n; i++) {
		f->per_rule[fs.v[i].rule]++;
		if (r->max_findings >= 0 && (long)i >= r->max_findings)
			continue;
		if (r->sarif) {
			diag_sarif_result(&f->out, f->path, s->data, s->len, &fs.v[i]);
			buf_putc(&f->out, '\n');
		} else if (r->github) {
			diag_github(&f->out, f->path, s->data, s->len, &fs.v[i]);
		} else if (r->json) {
			diag_json(&f->out, f->path, &fs.v[i]);
			buf_putc(&f->out, '\n');
		} else if (r->html) {
			html_finding(&f->out, f->path, s->data, s->len, &fs.v[i]);
		} else {
			diag_text(&f->out, f->path, s->data, s->len, &fs.v[i], r->color);
		}
	}
	if (!r->json && !r->sarif && !r->html && r->max_findings >= 0 &&
	    (long)fs.n > r->max_findings)
		buf_printf(&f->out, "%s: %zu more findings not shown (--max-findings %ld)\n",
			   f->path, fs.n - (size_t)r->max_findings, r->max_findings);
	findings_free(&fs);
}

static void check_done(void *ctx, void *item)
{
	CheckRun *r = ctx;
	CheckItem *f = item;

	if (!f->path || f->out.len || f->diag.len)
		progress_hide(r->progress);
	if (!f->path) {
		fputs(f->msg, stderr);
		r->errors += f->msg_error;
		free(f->msg);
		return;
	}
	buf_write(&f->diag, stderr);
	if (f->status == SRC_ERROR)
		r->errors++;
	for (int k = 0; k < R_NRULES; k++)
		r->per_rule[k] += f->per_rule[k];
	r->fixes += f->fixes;
	r->fixed_files += f->fixes > 0;
	r->left += f->left;
	if (r->json || r->sarif) {
		/* One object per line; separators between files too. */
		for (char *p = f->out.data; p && *p;) {
			char *nl = strchr(p, '\n');
			fputs(r->shown++ ? ",\n      " : "\n      ", stdout);
			fwrite(p, 1, (size_t)(nl - p), stdout);
			p = nl + 1;
		}
	} else if (r->mail || r->html) {
		buf_add(r->html ? &r->records : &r->mailbody, f->out.data, f->out.len);
	} else {
		buf_write(&f->out, stdout);
	}
	buf_free(&f->out);
	buf_free(&f->diag);
	free(f->path);
}

/* The directory all the diff's files share ("treewide" when none). */
static void common_dir(const Buf *diffs, Buf *out)
{
	const char *p = diffs->data, *first = NULL;
	size_t n = 0;

	for (; p && (p = strstr(p, "diff --git a/")); p++) {
		const char *path = p + 13, *end = strstr(path, " b/");

		if (!end)
			break;
		if (!first) {
			first = path;
			n = (size_t)(end - path);
		}
		size_t k = 0;

		while (k < n && path + k < end && path[k] == first[k])
			k++;
		n = k;
	}
	while (n > 0 && first[n - 1] != '/')
		n--;	/* whole components */
	if (n > 1)
		buf_add(out, first, n - 1);
	else
		buf_puts(out, "treewide");
}

/* fix --mail: the diffs as a patch mail, like git format-patch's. */
static void write_mail(const CheckRun *r)
{
	Buf name = { 0 }, email = { 0 }, dir = { 0 }, rules = { 0 };
	bool who = gitdiff_identity(&name, &email);
	char date[64];
	time_t now = time(NULL);
	struct tm tm;

	strftime(date, sizeof(date), "%a, %d %b %Y %H:%M:%S %z", localtime_r(&now, &tm));
	common_dir(&r->mailbody, &dir);
	for (int k = 0; k < R_NRULES; k++)
		if (r->per_rule[k])
			buf_printf(&rules, "%s%s", rules.len ? ", " : "", rule_name((Rule)k));
	printf("From: %s <%s>\nDate: %s\nSubject: [PATCH] %s: fix %s findings\n\n",
	       who ? name.data : "uniform", who ? email.data : "uniform@localhost",
	       date, dir.data, rules.len ? rules.data : "no");
	printf("uniform fix made these changes; after each, the text was lexed\n"
	       "again and its tokens compared with the original's.\n\n");
	for (int k = 0; k < R_NRULES; k++)
		if (r->per_rule[k])
			printf("  %-17s %zu\n", rule_name((Rule)k), r->per_rule[k]);
	if (who)
		printf("\nSigned-off-by: %s <%s>\n", name.data, email.data);
	printf("---\n");
	fwrite(r->mailbody.data, 1, r->mailbody.len, stdout);
	printf("-- \nuniform %s\n", UNIFORM_VERSION);
	buf_free(&name);
	buf_free(&email);
	buf_free(&dir);
	buf_free(&rules);
}

static void check_push_file(void *ctx, char *path, size_t rel)
{
	CheckRun *r = ctx;
	CheckItem it = { .path = path, .rel = rel };

	pool_push(r->pool, &it);
}

static void check_push_blob(void *ctx, char *path, size_t rel,
			    const GitBlobId *id)
{
	CheckRun *r = ctx;
	CheckItem it = { .path = path, .rel = rel, .blob = *id };

	pool_push(r->pool, &it);
}

static void check_push_message(void *ctx, char *msg, bool error)
{
	CheckRun *r = ctx;
	CheckItem it = { .msg = msg, .msg_error = error };

	pool_push(r->pool, &it);
}

typedef struct CheckArgs {
	const char *cmd;	/* "check" or "fix" */
	bool print_diff;	/* fix --diff */
	bool mail;		/* fix --mail */
	const char *format, *color, *files_from, *patch, *diff, *git, *rev;
	long jobs, max_findings;
	bool stats, staged, quiet;
	WalkOptions walk;
	Config config;
} CheckArgs;

/* check --list-rules: each rule, whether it is on by default, what it reports. */
static int list_rules(void)
{
	Settings d;

	settings_default(&d);
	for (int k = 0; k < R_NRULES; k++)
		printf("%-17s %-3s %s\n", rule_name((Rule)k), d.rule[k] ? "on" : "off",
		       rule_help((Rule)k));
	return 0;
}

static int check_args(int argc, char **argv, CheckArgs *a, OptState *s,
		      bool fix)
{
	const char *arg, *err;
	int id;
	char key[64];
	const OptSpec *opts = fix ? fix_opts : check_opts;

	*a = (CheckArgs){ .cmd = fix ? "fix" : "check", .format = "text",
			  .color = "auto", .jobs = pool_cpus(),
			  .max_findings = -1, .walk = { .exts = "c,h" },
			  .config = { .editorconfig = true } };
	opt_init(s, opts, argc, argv);
	while ((id = opt_next(s, &arg)) > 0) {
		switch (id) {
		case O_HELP: return command_help(a->cmd);
		case O_PRINT_DIFF: a->print_diff = true; break;
		case O_MAIL: a->print_diff = a->mail = true; break;
		case O_PRESET:
			if (!config_preset(&a->config, arg))
				return usage_error(a->cmd, "--preset is linux, linux-6.10 or majority");
			break;
		case O_RULE:
		case O_NO_RULE:
			if (rule_find(arg) == R_NRULES)
				return usage_error(a->cmd, "unknown rule");
			snprintf(key, sizeof(key), "%c%s", id == O_RULE ? '+' : '-', arg);
			config_add(&a->config, "uniform_rules", key);
			break;
		case O_SET: {
			const char *eq = strchr(arg, '=');
			if (!eq || eq == arg || (size_t)(eq - arg) >= sizeof(key))
				return usage_error(a->cmd, "--set wants KEY=VALUE");
			memcpy(key, arg, (size_t)(eq - arg));
			key[eq - arg] = '\0';
			if ((err = config_add(&a->config, key, eq + 1))) {
				fprintf(stderr, "uniform %s: --set %s: %s\n", a->cmd, arg, err);
				return 2;
			}
			break;
		}
		case O_NO_EDITORCONFIG: a->config.editorconfig = false; break;
		case O_PATCH: a->patch = arg; break;
		case O_DIFF: a->diff = arg; break;
		case O_GIT: a->git = arg; break;
		case O_REV: a->rev = arg; break;
		case O_FORMAT: a->format = arg; break;
		case O_COLOR: a->color = arg; break;
		case O_MAX_FINDINGS:
			if (!parse_count(arg, 0, LONG_MAX, &a->max_findings))
				return usage_error(a->cmd, "--max-findings wants a number");
			break;
		case O_STATS: a->stats = true; break;
		case O_STAGED: a->staged = true; break;
		case O_LIST_RULES: return list_rules();
		case O_QUIET: a->quiet = true; break;
		case O_EXT: a->walk.exts = arg; break;
		case O_FILES_FROM: a->files_from = arg; break;
		case O_JOBS:
			if (!parse_count(arg, 1, 1024, &a->jobs))
				return usage_error(a->cmd, "-j wants a number from 1 to 1024");
			break;
		case O_FOLLOW: a->walk.follow = true; break;
		case O_HIDDEN: a->walk.hidden = true; break;
		}
	}
	if (a->staged && a->patch)
		return usage_error(a->cmd, "--staged checks the index, --patch a diff: not both");
	if (a->diff && a->patch)
		return usage_error(a->cmd, "--patch checks a diff's lines, --diff a revision's: not both");
	if (a->staged && !a->diff)
		a->diff = "HEAD";
	if (id < 0)
		return usage_error(a->cmd, s->err);
	if (strcmp(a->format, "text") && strcmp(a->format, "json") &&
	    strcmp(a->format, "sarif") && strcmp(a->format, "github") &&
	    strcmp(a->format, "html"))
		return usage_error(a->cmd, "--format is text, json, sarif, github or html");
	if (strcmp(a->color, "auto") && strcmp(a->color, "always") &&
	    strcmp(a->color, "never"))
		return usage_error(a->cmd, "--color is auto, always or never");
	if ((a->git || a->rev) && (a->files_from || a->walk.follow || a->patch || a->diff))
		return usage_error(a->cmd, "--git reads a tree: no --files-from, --follow, --patch or --diff");
	return -1;
}

/*
 * The first pass of the majority convention: a silent census of the
 * same files, counted per directory.
 */
static Majority *majority_pass(const CheckArgs *a, const OptState *s,
			       GitSrc *git, const GitRev *rev)
{
	CensusRun r = { .mode = M_EXACT, .majority = majority_new(), .git = git };

	census_init(&r.exact, NULL, 0);
	census_init(&r.regex, NULL, 0);
	r.sources = calloc((size_t)a->jobs, sizeof(*r.sources));
	r.pool = pool_start((int)a->jobs, sizeof(CensusItem), census_work,
			    census_done, &r);
	r.progress = progress_new("counting for majority", a->quiet);
	pool_watch(r.pool, r.progress);
	census_feed(&r, rev, &a->walk, a->files_from, s);
	pool_finish(r.pool);
	progress_end(r.progress);
	for (long i = 0; i < a->jobs; i++)
		source_free(&r.sources[i]);
	free(r.sources);
	census_free(&r.exact);
	census_free(&r.regex);
	return r.majority;
}

static void note_path(void *ctx, char *path, size_t rel)
{
	Buf *b = ctx;

	(void)rel;
	buf_puts(b, path);
	buf_putc(b, '\0');
	free(path);
}

static void drop_message(void *ctx, char *msg, bool error)
{
	(void)ctx;
	(void)error;
	free(msg);
}

/* Whether the file at path mentions the majority convention. */
static bool mentions_majority(const char *path)
{
	FILE *f = config_fopen(path);	/* not a FIFO: it would block */
	char line[1024];
	bool yes = false;

	while (f && !yes && fgets(line, sizeof(line), f))
		yes = strcasestr(line, "majority") != NULL;
	if (f)
		fclose(f);
	return yes;
}

/*
 * Whether an .editorconfig that can apply to the operands (in them, or
 * in the directories above them) asks for the majority convention, in
 * which case the counting pass must run first.
 */
static bool editorconfig_majority(const OptState *s, const char *cwd)
{
	WalkOptions o = { .name = ".editorconfig", .hidden = true };
	Buf found = { 0 };
	WalkSink sink = { note_path, drop_message, &found };
	bool yes = false;

	int n = s->noperands ? s->noperands : 1;
	for (int i = 0; i < n && !yes; i++) {
		const char *op = s->noperands ? s->operands[i] : ".";
		Buf dir = { 0 };
		if (op[0] != '/') {
			buf_puts(&dir, cwd);
			buf_putc(&dir, '/');
		}
		buf_puts(&dir, op);
		for (char *slash; !yes && (slash = strrchr(dir.data, '/'));) {
			*slash = '\0';
			char file[4096];
			snprintf(file, sizeof(file), "%s/.editorconfig", dir.data);
			yes = mentions_majority(file);
		}
		buf_free(&dir);
		walk_operand(op, false, &o, &sink);
	}
	for (size_t k = 0; !yes && k < found.len; k += strlen(found.data + k) + 1)
		yes = mentions_majority(found.data + k);
	buf_free(&found);
	return yes;
}

/* The whole of a file, or of stdin for "-"; false with a message. */
static bool slurp(const char *path, Buf *out)
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

/*
 * Check the hunks of a patch: each hunk's new side on its own, findings
 * kept on added lines only, with the new file's line numbers.
 */
static void check_patch_hunk(CheckRun *r, EcCache *ec, const PatchHunk *h,
			     Buf *out, Buf *diag)
{
	Settings set;
	Findings fs = { 0 };
	size_t len = h->text.len;
	char *lexed = xmalloc(len + LEX_PAD);

	/* The tail of a comment begun above the hunk is blanked out. */
	memcpy(lexed, h->text.data ? h->text.data : "", len);
	memset(lexed + len, 0, LEX_PAD);
	for (size_t i = 0; i < h->skip; i++)
		if (lexed[i] != '\n' && lexed[i] != '\r')
			lexed[i] = ' ';
	if (!config_resolve(r->config, ec, h->path, h->path, &set, diag)) {
		r->errors++;
		free(lexed);
		return;
	}
	/*
	 * A hunk is a fragment: what is left open at its end goes on in
	 * the file, so the lexer's warnings about it are dropped.
	 */
	CommentStyle style = set.style == ST_MAJORITY ? ST_ANY : set.style;
	Buf fragment = { 0 };
	check_buffer(lexed, len, h->path, &set, style, &fs, &fragment);
	buf_free(&fragment);
	size_t at = 0;		/* findings come in order: count on from here */
	unsigned pl = 1;
	for (size_t i = 0; i < fs.n; i++) {
		Finding *f = &fs.v[i];
		/* The patch's line: LF only, as diff counts (a lone CR is not). */
		if (f->off < at) {
			at = 0;
			pl = 1;
		}
		for (; at < f->off && at < len; at++)
			pl += h->text.data[at] == '\n';
		if (pl > h->nlines || !h->added[pl])
			continue;
		r->per_rule[f->rule]++;
		f->end_line = f->end_line - f->line + pl + h->first - 1;
		f->line = pl + h->first - 1;
		if (r->sarif)
			diag_sarif_result(out, h->path, h->text.data, len, f);
		else if (r->github)
			diag_github(out, h->path, h->text.data, len, f);
		else if (r->json)
			diag_json(out, h->path, f);
		else if (r->html)
			html_finding(out, h->path, h->text.data, len, f);
		else
			diag_text(out, h->path, h->text.data, len, f, r->color);
		if (r->json || r->sarif)
			buf_putc(out, '\n');
	}
	findings_free(&fs);
	free(lexed);
}

static void check_patch(CheckRun *r, const char *file)
{
	Buf text = { 0 }, err = { 0 };
	Patch p;
	EcCache ec = { 0 };

	if (!slurp(file, &text)) {
		r->errors++;
		return;
	}
	if (!patch_parse(text.data ? text.data : "", text.len, &p, &err)) {
		fprintf(stderr, "uniform: %s: %s\n", file, err.data);
		r->errors++;
	}
	for (size_t i = 0; i < p.n; i++) {
		CheckItem it = { 0 };

		check_patch_hunk(r, &ec, &p.h[i], &it.out, &it.diag);
		it.path = xstrdup(p.h[i].path);
		it.status = SRC_OK;
		memset(it.per_rule, 0, sizeof(it.per_rule));
		check_done(r, &it);
	}
	patch_free(&p);
	ec_cache_free(&ec);
	buf_free(&text);
	buf_free(&err);
}

/* Whether path is under one of the operands (all when there are none). */
static bool under_operands(const OptState *s, const char *path)
{
	if (!s->noperands)
		return true;
	for (int i = 0; i < s->noperands; i++) {
		const char *op = s->operands[i];
		size_t n = strlen(op);

		while (n > 1 && op[n - 1] == '/')
			n--;
		if (!strcmp(op, ".") || (!strncmp(path, op, n) &&
					 (path[n] == '/' || path[n] == '\0')))
			return true;
	}
	return false;
}

/* Whether the walk options take a file of this name. */
static bool takes_ext(const WalkOptions *o, const char *path)
{
	const char *name = strrchr(path, '/');
	const char *dot = strrchr(name ? name + 1 : path, '.');

	if (!dot || dot == (name ? name + 1 : path))
		return false;
	dot++;
	for (const char *e = o->exts; *e;) {
		size_t k = strcspn(e, ",");
		if (k == strlen(dot) && !strncmp(e, dot, k))
			return true;
		e += k + (e[k] == ',');
	}
	return false;
}

/* --diff REV: push the changed files, each with its changed lines. */
static void push_changes(CheckRun *r, const CheckArgs *a, const OptState *s,
			 const GitChanges *g)
{
	for (size_t i = 0; i < g->n; i++) {
		const GitChange *c = &g->v[i];

		if (!takes_ext(&a->walk, c->path) || !under_operands(s, c->path))
			continue;
		CheckItem it = { .path = xstrdup(c->path), .change = c,
				 .blob = c->blob };
		pool_push(r->pool, &it);
	}
}

/* check --staged: the repository, to read the blobs of the index. */
static GitSrc *open_staged(GitChanges *g, long jobs)
{
	Buf err = { 0 };
	GitSrc *git = gitsrc_open(g->gitdir, (int)jobs, &err);

	if (!git) {
		fprintf(stderr, "uniform: --staged: %s\n", err.data);
		gitdiff_free(g);
	}
	buf_free(&err);
	return git;
}

static bool want_color(const char *when)
{
	const char *no = getenv("NO_COLOR");

	if (!strcmp(when, "always"))
		return true;
	if (!strcmp(when, "never"))
		return false;
	return isatty(STDOUT_FILENO) && !(no && *no);
}

/*
 * uniform check, and uniform fix (fix): the same walk, settings and
 * suppressions; fix applies the safe fixes instead of reporting.
 */
static int cmd_check(int argc, char **argv, bool fix)
{
	CheckArgs a;
	OptState s;
	int rc = check_args(argc, argv, &a, &s, fix);

	if (rc >= 0)
		goto out;
	CheckRun r = { .config = &a.config, .json = !strcmp(a.format, "json"),
		       .sarif = !strcmp(a.format, "sarif"),
		       .github = !strcmp(a.format, "github"),
		       .html = !strcmp(a.format, "html"),
		       .color = want_color(a.color), .max_findings = a.max_findings,
		       .fix = fix, .print_diff = a.print_diff, .mail = a.mail,
		       .inject = fix && getenv("UNIFORM_TEST_BAD_EDIT") };
	a.config.cwd = getcwd(NULL, 0);
	if (!a.config.cwd) {
		fprintf(stderr, "uniform: cannot tell the current directory: %s\n", strerror(errno));
		rc = 2;
		goto out;
	}
	GitRev rev = { 0 };
	bool failed;
	r.git = open_revision(a.cmd, a.git, a.rev, a.jobs, &rev, &failed);
	if (failed) {
		rc = 2;
		goto out;
	}
	if (r.git)	/* libeditorconfig reads files, not blobs */
		a.config.editorconfig = false;
	GitChanges g = { 0 };
	if (a.diff) {	/* first: a bad revision is told before any walk */
		Buf err = { 0 };
		bool ok = gitdiff_added(a.diff, a.staged, &g, &err);

		if (!ok)
			fprintf(stderr, "uniform: --diff %s: %s\n", a.diff, err.data);
		buf_free(&err);
		if (!ok) {
			rc = 2;
			goto out;
		}
	}
	if (a.staged && !(r.git = open_staged(&g, a.jobs))) {
		rc = 2;
		goto out;
	}
	if (!a.patch && (config_may_use_majority(&a.config) ||
	    (a.config.editorconfig && editorconfig_majority(&s, a.config.cwd))))
		r.majority = majority_pass(&a, &s, a.staged ? NULL : r.git, &rev);
	r.progress = progress_new(a.cmd, a.quiet);
	r.sources = calloc((size_t)a.jobs, sizeof(*r.sources));
	r.ec = calloc((size_t)a.jobs, sizeof(*r.ec));
	if (r.json)
		fputs("[", stdout);
	if (r.sarif) {
		Buf head = { 0 };
		diag_sarif_head(&head, UNIFORM_VERSION);
		buf_write(&head, stdout);
		buf_free(&head);
	}
	if (a.patch) {
		check_patch(&r, a.patch);
	} else if (a.diff) {
		r.pool = pool_start((int)a.jobs, sizeof(CheckItem), check_work,
				    check_done, &r);
		pool_watch(r.pool, r.progress);
		push_changes(&r, &a, &s, &g);
		pool_finish(r.pool);
		gitdiff_free(&g);
	} else {
		WalkSink sink = { check_push_file, check_push_message, &r };
		GitSink gs = { check_push_blob, check_push_message, &r };
		r.pool = pool_start((int)a.jobs, sizeof(CheckItem), check_work,
				    check_done, &r);
		pool_watch(r.pool, r.progress);
		if (r.git)
			gitsrc_walk(&rev, s.operands, s.noperands, &a.walk, &gs);
		else
			walk_all(&a.walk, a.files_from, &s, &sink);
		pool_finish(r.pool);
	}
	progress_end(r.progress);
	if (r.json)
		fputs(r.shown ? "\n]\n" : "]\n", stdout);
	if (r.sarif) {
		Buf tail = { 0 };
		diag_sarif_tail(&tail);
		buf_write(&tail, stdout);
		buf_free(&tail);
	}
	if (r.html) {
		HtmlPage page = { "check", argc, argv, s.noperands, s.operands };
		Buf page_out = { 0 };
		html_check(&page_out, &r.records, r.per_rule, &page);
		buf_write(&page_out, stdout);
		buf_free(&page_out);
		buf_free(&r.records);
	}
	size_t total = 0;
	for (int k = 0; k < R_NRULES; k++)
		total += r.per_rule[k];
	if (a.stats && !r.json && !r.sarif && !r.html) {
		for (int k = 0; k < R_NRULES; k++)
			printf("%-17s %zu\n", rule_name((Rule)k), r.per_rule[k]);
		printf("%-17s %zu\n", "total", total);
	}
	rc = r.errors ? 2 : total ? 1 : 0;
	if (r.mail && r.fixes)
		write_mail(&r);
	buf_free(&r.mailbody);
	if (fix) {
		fprintf(stderr, "uniform fix: %zu %s in %zu %s; %zu %s left with no "
			"safe fix\n", r.fixes, r.fixes == 1 ? "fix" : "fixes",
			r.fixed_files, r.fixed_files == 1 ? "file" : "files", r.left,
			r.left == 1 ? "finding" : "findings");
		rc = r.errors ? 2 : r.left ? 1 : 0;
	}
	for (long i = 0; i < a.jobs; i++) {
		source_free(&r.sources[i]);
		ec_cache_free(&r.ec[i]);
	}
	free(r.sources);
	free(r.ec);
	if (r.majority)
		majority_free(r.majority);
	if (r.git) {
		gitsrc_rev_free(&rev);
		gitsrc_close(r.git);
	}
out:
	config_free(&a.config);
	opt_free(&s);
	return rc;
}

static const OptSpec trend_opts[] = {
	{ O_GIT, 0, "git", "REPO", "the git repository (default .)" },
	{ O_REVS, 0, "revs", "FILE", "read revisions from FILE, one per line (- for stdin)" },
	{ O_BY, 0, "by", "PREFIX,...", "one row per path prefix (whole components)" },
	{ O_DEPTH, 0, "depth", "N", "one row per directory down to depth N (default 0: total only)" },
	{ O_FORMAT, 0, "format", "FMT", "text, csv, json, markdown or html (default text)" },
	{ O_CHART, 0, "chart", "FILE", "also draw the net-style share over the revisions as an SVG line chart" },
	{ O_STATS, 0, "stats", NULL, "end with the blob cache's figures, on stderr" },
	{ O_NO_CACHE, 0, "no-cache", NULL, "analyse every file of every revision (for timing)" },
	{ O_EXT, 0, "ext", "EXT,...", "file extensions to take (default c,h)" },
	{ O_JOBS, 'j', "jobs", "N", "worker threads (default: online CPUs)" },
	{ O_HIDDEN, 0, "hidden", NULL, "enter files and directories starting with '.'" },
	{ O_QUIET, 'q', "quiet", NULL, "no progress display on a terminal" },
	{ O_HELP, 'h', "help", NULL, "show this help" },
	{ 0 },
};

typedef struct TrendArgs {
	const char *git, *revs, *format, *chart;
	long depth, jobs;
	bool stats, quiet;
	TrendOptions o;
} TrendArgs;

static int trend_args(int argc, char **argv, TrendArgs *a, OptState *s)
{
	const char *arg;
	int id;

	*a = (TrendArgs){ .git = ".", .format = "text", .jobs = pool_cpus(),
			  .o = { .walk = { .exts = "c,h" } } };
	opt_init(s, trend_opts, argc, argv);
	while ((id = opt_next(s, &arg)) > 0) {
		switch (id) {
		case O_HELP: return command_help("trend");
		case O_GIT: a->git = arg; break;
		case O_REVS: a->revs = arg; break;
		case O_BY: a->o.by = arg; break;
		case O_DEPTH:
			if (!parse_count(arg, 0, 64, &a->depth))
				return usage_error("trend", "--depth wants a number from 0 to 64");
			break;
		case O_FORMAT: a->format = arg; break;
		case O_CHART: a->chart = arg; break;
		case O_STATS: a->stats = true; break;
		case O_NO_CACHE: a->o.no_cache = true; break;
		case O_EXT: a->o.walk.exts = arg; break;
		case O_JOBS:
			if (!parse_count(arg, 1, 1024, &a->jobs))
				return usage_error("trend", "-j wants a number from 1 to 1024");
			break;
		case O_HIDDEN: a->o.walk.hidden = true; break;
		case O_QUIET: a->quiet = true; break;
		}
	}
	if (id < 0)
		return usage_error("trend", s->err);
	if (strcmp(a->format, "text") && strcmp(a->format, "csv") &&
	    strcmp(a->format, "json") && strcmp(a->format, "markdown") &&
	    strcmp(a->format, "md") && strcmp(a->format, "html"))
		return usage_error("trend", "--format is text, csv, json, markdown or html");
	a->o.depth = (int)a->depth;
	a->o.jobs = (int)a->jobs;
	return -1;
}

/* The revisions: --revs FILE (blank lines and # comments skipped), then the operands. */
static bool trend_revs(const TrendArgs *a, const OptState *s, Buf *revs,
		       size_t *n)
{
	Buf text = { 0 };

	if (a->revs && !slurp(a->revs, &text))
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
	if (a->stats)
		fprintf(stderr, "revisions: %zu, files: %llu, analysed: %llu, "
			"from the cache: %llu\n", t->n, t->blobs,
			t->blobs - t->hits, t->hits);
	buf_free(&o);
	buf_free(&err);
	return rc;
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
		rc = usage_error("trend", "no revision given");
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
	{ O_HELP, 'h', "help", NULL, "show this help" },
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
		case O_HELP: return command_help("merge");
		case O_FORMAT: *format = arg; break;
		case O_CHART: *chart = arg; break;
		}
	}
	if (id < 0)
		return usage_error("merge", s->err);
	if (strcmp(*format, "text") && strcmp(*format, "csv") &&
	    strcmp(*format, "json") && strcmp(*format, "markdown") &&
	    strcmp(*format, "md"))
		return usage_error("merge", "--format is json, text, csv or markdown");
	if (!s->noperands)
		return usage_error("merge", "no file given");
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

		if (!slurp(s.operands[i], &text))
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
		rc = chart && !census_chart(&m.census, chart) ? 2 : 0;
	}
	merge_free(&m);
	opt_free(&s);
	return rc;
}

static int cmd_check_only(int argc, char **argv)
{
	return cmd_check(argc, argv, false);
}

static int cmd_fix(int argc, char **argv)
{
	return cmd_check(argc, argv, true);
}

/* The commands, for dispatch and for both levels of --help. */
typedef struct Command {
	const char *name;
	int (*run)(int argc, char **argv);
	const OptSpec *opts;	/* its options */
	const char *operands;	/* after the options, in the usage line */
	const char *what;	/* one sentence */
} Command;

static const Command commands[] = {
	{ "census", cmd_census, census_opts, "[PATH]...",
	  "Count the comments of C files by style, per group of files." },
	{ "check", cmd_check_only, check_opts, "[PATH]...",
	  "Report code that breaks the conventions in force." },
	{ "fix", cmd_fix, fix_opts, "[PATH]...",
	  "Apply the safe fixes of the rules, verified token by token." },
	{ "trend", cmd_trend, trend_opts, "REV...",
	  "Count the comments of C files by style at each git revision." },
	{ "merge", cmd_merge, merge_opts, "FILE...",
	  "Add up census results (census --format json) of parts of a tree." },
	{ 0 },
};

static const OptSpec top_opts[] = {
	{ O_HELP, 'h', "help", NULL, "show this help" },
	{ O_VERSION, 'V', "version", NULL, "print the version" },
	{ 0 },
};

static int command_help(const char *name)
{
	const Command *c = commands;

	while (c->name && strcmp(c->name, name))
		c++;
	printf("usage: uniform %s [OPTION]... %s\n%s\n\n", c->name, c->operands,
	       c->what);
	opt_help(stdout, c->opts);
	return 0;
}

static void usage(FILE *f)
{
	fputs("usage: uniform COMMAND [OPTION]... [PATH]...\n"
	      "       uniform --help | --version\n\n"
	      "Measure and enforce the consistency of style in C code.\n\n"
	      "Commands:\n", f);
	for (const Command *c = commands; c->name; c++)
		fprintf(f, "  %-9s %s\n", c->name, c->what);
	fputs("\nOptions:\n", f);
	opt_help(f, top_opts);
	fputs("\nRun 'uniform COMMAND --help' for the options of a command.\n", f);
}

int main(int argc, char **argv)
{
	OptState s;
	const char *arg;
	int id = 0;

	/*
	 * A file past the size limit (ulimit -f) is a write error to report,
	 * with the original left as it was, not a signal that kills us.
	 */
	signal(SIGXFSZ, SIG_IGN);
	buf_keep_freed_memory();
	if (argc >= 2 && argv[1][0] != '-') {
		for (const Command *c = commands; c->name; c++)
			if (!strcmp(argv[1], c->name))
				return finish(c->run(argc - 2, argv + 2));
		fprintf(stderr, "uniform: unknown command '%s'\n", argv[1]);
	} else if (argc >= 2) {
		opt_init(&s, top_opts, argc - 1, argv + 1);
		id = opt_next(&s, &arg);
		if (id < 0)
			fprintf(stderr, "uniform: %s\n", s.err);
		opt_free(&s);
	}
	if (id == O_HELP)
		usage(stdout);
	else if (id == O_VERSION)
		printf("uniform %s\n", UNIFORM_VERSION);
	else
		usage(stderr);
	return id > 0 ? finish(0) : 2;
}
