/*
 * cmd_census: uniform census, and the silent census of check's majority.
 *
 * The census options; the run that counts each file in the pool
 * (CensusItem, CensusRun, census_work, census_done) and its output as a
 * table, JSON, HTML or exact against regex (--compare).  check and fix
 * use the same run, printing nothing, as the first pass of the majority
 * convention: cli_census_majority, the only other name this file exports.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/buf.h"
#include "census/census.h"
#include "rules/bitwise.h"
#include "rules/check_aspect.h"
#include "rules/check_expr.h"
#include "rules/check_comment.h"
#include "cli/cli.h"
#include "census/compare.h"
#include "config/config.h"
#include "config/editorconfig.h"
#include "config/claims.h"
#include "config/maintainers.h"
#include "input/gitsrc.h"
#include "output/html.h"
#include "census/majority.h"
#include "base/opt.h"
#include "base/pool.h"
#include "base/progress.h"
#include "census/regex.h"
#include "output/report.h"
#include "input/source.h"
#include "base/table.h"
#include "input/walk.h"

static const OptSpec census_opts[] = {
	{ O_BY, 0, "by", "PREFIX,...", "one row per path prefix (whole components)" },
	{ O_DEPTH, 0, "depth", "N", "one row per directory down to depth N (default 1; 0: the total only)" },
	{ O_GROUP, 0, "group", "maintainers", "one row per section of the tree's MAINTAINERS, a file in its most specific" },
	{ O_FORMAT, 0, "format", "FMT", "text, csv, json, markdown or html (default text)" },
	{ O_ASPECT, 0, "aspect", "NAME,...", "also count these aspects' variants (all: every aspect)" },
	{ O_EXCEPTIONS, 0, "exceptions", NULL, "print the claims beside the practice, and the groups held to another variant" },
	{ O_SORT, 0, "sort", "consistency", "print each group's consistency over the aspects, least consistent first" },
	{ O_LIST, 0, "list", NULL, "print every comment (with --aspect: place) as path:line:col: class (or JSON)" },
	{ O_METHOD, 0, "method", "M", "exact (default) or regex (the article's regexes)" },
	{ O_COMPARE, 0, "compare", NULL, "print exact and regex counts side by side" },
	{ O_EXAMPLES, 0, "examples", "N", "with --compare: show N places they disagree" },
	{ O_EXT, 0, "ext", "EXT,...", "file extensions to take (default c,h)" },
	{ O_FILES_FROM, 0, "files-from", "FILE", "read paths from FILE, one per line (- for stdin)" },
	{ O_JOBS, 'j', "jobs", "N", "worker threads (default: online CPUs)" },
	{ O_FOLLOW, 'L', "follow", NULL, "follow symlinks (loops are detected)" },
	{ O_HIDDEN, 0, "hidden", NULL, "enter files and directories starting with '.'" },
	{ O_NO_IGNORE, 0, "no-ignore", NULL, "also take what git ignores (.gitignore) in a work tree" },
	{ O_GIT, 0, "git", "REPO", "read a revision of the git repository REPO, no checkout" },
	{ O_REV, 0, "rev", "REV", "with --git: the revision (default HEAD)" },
	{ O_CHART, 0, "chart", "FILE", "also draw the net-style share per group as an SVG bar chart" },
	{ O_QUIET, 'q', "quiet", NULL, "no progress display on a terminal" },
	HELP_OPTS
	{ 0 },
};

typedef enum Mode { M_EXACT, M_REGEX, M_COMPARE } Mode;

/* --sort consistency counts an aspect in a group where it has this many places. */
#define CONSISTENCY_MIN_PLACES 30

/* --exceptions leaves out groups with fewer places: their share is noise. */
#define EXCEPTION_MIN_PLACES 20

/* The claims' rows a run can hold: a bit each in CensusItem.claims. */
#define CLAIM_ROWS 64

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
	bool out_of_memory;	/* the work was given up */
	bool left_out;		/* check leaves it alone: it does not count */
	uint32_t *names;	/* its declared names by length (long-identifier) */
	bool forms;		/* its comments' forms are counted ... */
	Count form[CF_N];	/* ... here */
	unsigned bound;		/* its project's top, directories up */
	bool joins;		/* bitwise-logical is on: count its joins ... */
	bool precedence;	/* ... with precedence on or off */
	unsigned njoins;	/* how often it joins truth values with & or | */
	const char *group;	/* --group maintainers: its section's title */
	uint64_t claims;	/* --exceptions: the claim rows it counts in */
} CensusItem;

typedef struct CensusRun {
	Mode mode;
	AspectSet aspects;	/* --aspect */
	bool list;
	bool list_json;		/* --list --format json */
	size_t examples;	/* --examples N */
	size_t shown;		/* examples printed so far */
	Source *sources;	/* one per worker */
	CensusScratch *scratch;	/* ... with --aspect */
	RegexMethod *rx;
	GitSrc *git;		/* --git: where files come from */
	Pool *pool;
	Census exact, regex;
	Majority *majority;	/* when set: a silent first pass for check */
	const Config *config;	/* ... whose settings leave files out */
	EcCache *ec;		/* ... looked up by each worker */
	bool from_top;		/* ... and paths are from the top (--git) */
	const char *stdin_name;	/* ... and the operand of standard input */
	Progress *progress;	/* on a terminal, or NULL */
	char *top;		/* --group, --exceptions: the tree's top, absolute */
	Maintainers *maint;	/* ... its MAINTAINERS, read once, or NULL */
	MaintCursor *cursor;	/* ... looked in by each worker (--group) */
	MaintCursor claim_cursor;	/* ... and by the claims' scope */
	const char *cwd;
	ClaimRow claims[CLAIM_ROWS];	/* --exceptions in a Linux tree */
	size_t nclaims;
	char *op_from_top;	/* the first operand from the top ("" for it) */
	int errors;
} CensusRun;

/*
 * The counting pass of check: whether check leaves the file alone, as
 * generated or vendored (settings_skip); its comments are not the
 * directory's practice, nor its names.  *names: whether long-identifier
 * is on for it, and its names are to be counted; *forms whether its
 * comments are held to the practice, and *tab the tab width they are
 * judged by.  A bad .editorconfig is for check to report.  f->bound:
 * where its project's top is.
 */
static bool left_out(CensusRun *r, const Source *s, CensusItem *f,
		     int worker, MemTrap *trap, bool *names, AspectSet *asp,
		     int *tab)
{
	Settings set;
	Buf err = { 0 };
	unsigned line;

	trap->armed = false;	/* the cache must stay whole: see check */
	bool ok = config_resolve(r->config, &r->ec[worker], f->path, r->from_top,
				 &set, &err);
	f->bound = r->from_top ? UINT_MAX : config_bound(r->config, &r->ec[worker],
							 f->path);
	trap->armed = true;
	buf_free(&err);
	*names = ok && set.rule[R_LONG_IDENTIFIER];
	*asp = ok ? settings_aspects_majority(&set) : 0;
	f->forms = ok && settings_comments_majority(&set);
	*tab = set.tab_width;
	f->joins = ok && settings_bitwise_habit(&set);
	f->precedence = set.rule[R_PRECEDENCE];
	return ok && settings_skip(&set, s->data, s->len, &line) != SKIP_NONE;
}

/*
 * The top of the tree op is in: the nearest directory at or above it
 * that holds a MAINTAINERS file (absolute, to free), or NULL.
 */
static char *tree_top(const char *op, const char *cwd)
{
	char *dir = settings_absolute(cwd, op);
	struct stat st;
	Buf file = { 0 };

	if (stat(dir, &st) == 0 && !S_ISDIR(st.st_mode))
		*strrchr(dir, '/') = '\0';
	for (;;) {
		size_t n = strlen(dir);

		ec_dir_file(&file, dir, n, "MAINTAINERS");
		if (stat(file.data, &st) == 0 && S_ISREG(st.st_mode))
			break;
		if (!n || !strrchr(dir, '/')) {
			free(dir);
			dir = NULL;
			break;
		}
		*strrchr(dir, '/') = '\0';
	}
	buf_free(&file);
	return dir;
}

/*
 * The tree the first operand op is in, for --group and --exceptions:
 * its top, and its MAINTAINERS when it has one that names a section.
 */
static void tree_read(CensusRun *r, const char *op)
{
	Buf file = { 0 };

	if (!(r->top = tree_top(op, r->cwd)))
		return;
	ec_dir_file(&file, r->top, strlen(r->top), "MAINTAINERS");
	r->maint = maintainers_read(file.data);
	buf_free(&file);
}

/*
 * --exceptions in a Linux tree: a row for each claim its guides make,
 * one for each directory a claim names; none elsewhere.
 */
static void claim_rows(CensusRun *r, const char *op)
{
	size_t n;
	const Claim *v = linux_claims(&n);
	bool *in_force = xcalloc(n, sizeof(*in_force));
	char *abs = settings_absolute(r->cwd, op);
	const char *rel = path_under_top(abs, r->top);

	r->op_from_top = xstrdup(rel ? rel : "");
	free(abs);
	claims_in_force(r->top, in_force);
	for (size_t i = 0; i < n; i++) {
		static const char *const whole[] = { NULL, NULL };	/* the tree's row */
		const char *const *dirs = v[i].dirs ? v[i].dirs : whole;

		/* a row for each directory named, or one for the whole tree */
		for (size_t d = 0; in_force[i] && (d == 0 || dirs[d]) &&
		     r->nclaims < CLAIM_ROWS; d++)
			r->claims[r->nclaims++] = (ClaimRow){ &v[i], dirs[d], { 0 } };
	}
	free(in_force);
}

/* Whether an F: pattern of section s lies under dir. */
static bool section_under(const MaintSection *s, const char *dir)
{
	size_t n = strlen(dir);

	for (size_t i = 0; i < s->ntags; i++) {
		const char *v = s->tag[i] + 2 + strspn(s->tag[i] + 2, " \t");

		if (s->tag[i][0] == 'F' && !strncmp(v, dir, n) && v[n] == '/')
			return true;
	}
	return false;
}

/*
 * ClaimScope for census --exceptions: whether the claim of row k speaks
 * for a group: a section (--group maintainers) when its guide covers it,
 * or one of its F: patterns lies under k's directory; a directory when the guide
 * covers its files (by their sections: net/mac80211 is not netdev's), or
 * it lies under k's directory.
 */
static bool claim_covers(void *ctx, const ClaimRow *k, const char *group)
{
	CensusRun *r = ctx;
	const Maintainers *m = r->maint;
	Buf path = { 0 };
	bool yes;

	if (r->exact.group) {
		size_t i = m ? maintainers_find(m, group) : MAINT_NONE;

		if (i == MAINT_NONE)
			return false;	/* "(no section)" */
		return k->claim->guide >= 0 ? guide_covers((Guide)k->claim->guide, m, &i, 1)
					    : section_under(maintainers_at(m, i), k->dir);
	}
	buf_puts(&path, r->op_from_top ? r->op_from_top : "");
	if (strcmp(group, "."))
		buf_printf(&path, "%s%s", path.len ? "/" : "", group);
	if (k->claim->guide >= 0 && m) {
		size_t sec[16], n;

		buf_puts(&path, "/x.c");	/* a file of the directory */
		n = maintainers_sections(m, &r->claim_cursor, path.data, sec, 16);
		yes = guide_covers((Guide)k->claim->guide, m, sec, n < 16 ? n : 16);
	} else {
		yes = path_within(path.data, k->dir);
	}
	buf_free(&path);
	return yes;
}

/* The claim rows the file at rel (from the top; NULL: outside) counts in, as bits. */
static uint64_t claims_of(const CensusRun *r, const char *rel, const char *path)
{
	const char *dot = strrchr(path, '.');
	uint64_t bits = 0;

	for (size_t i = 0; rel && i < r->nclaims; i++) {
		const ClaimRow *k = &r->claims[i];

		if ((!k->dir || path_within(rel, k->dir)) &&
		    (!k->claim->ext || (dot && !strcmp(dot + 1, k->claim->ext))))
			bits |= (uint64_t)1 << i;
	}
	return bits;
}

/* The title of the most specific section of the file at rel (NULL: outside). */
static const char *section_of(CensusRun *r, const char *rel, int worker)
{
	size_t sec;

	if (!rel)
		return "(outside the tree)";
	if (maintainers_sections(r->maint, &r->cursor[worker], rel, &sec, 1))
		return maintainers_at(r->maint, sec)->title;
	return "(no section)";
}

static void census_file_work(CensusRun *r, CensusItem *f, int worker,
			     MemTrap *trap)
{
	Source *s = &r->sources[worker];
	const char *path = f->path;

	if (r->exact.group || r->nclaims) {	/* the path from the tree's top, once */
		char *abs = settings_absolute(r->cwd, path);
		const char *rel = path_under_top(abs, r->top);

		if (r->exact.group)
			f->group = section_of(r, rel, worker);
		f->claims = claims_of(r, rel, path);
		free(abs);
	}
	if (r->mode == M_EXACT && !r->git && !r->config && !r->aspects) {
		CensusFile cf;

		census_file(&cf, path, &f->exact, r->list ? &f->out : NULL,
			    &f->diag);
		cf.json = r->list_json;
		f->status = source_lex(s, path, &cf.hooks, SOURCE_CHUNK, &f->diag);
		return;
	}
	f->status = r->git ? gitsrc_read(r->git, worker, &f->blob, path, s, &f->diag)
			   : source_read(s, path, &f->diag);
	if (f->status != SRC_OK)
		return;
	bool names = false;
	AspectSet asp = 0;
	int tab = 8;
	if (r->config && (f->left_out = left_out(r, s, f, worker, trap, &names,
						 &asp, &tab)))
		return;
	if (names) {
		f->names = xcalloc(NAMES_BINS, sizeof(*f->names));
		names_count(s->data, s->len, f->names);
	}
	if (f->joins && r->majority && r->scratch &&
	    bitwise_may_join(s->data, s->len))
		f->njoins = check_exprs_joins(s->data, s->len, f->precedence,
					      &r->scratch[worker].fc,
					      &r->scratch[worker].t);
	if (r->mode == M_EXACT) {
		CensusScratch *x = r->scratch ? &r->scratch[worker] : NULL;

		/* The forms' comments are collected with the counts, once. */
		census_scan_aspects(s->data, s->len, path, r->aspects | asp,
				    f->forms && x, &f->exact,
				    r->list ? &f->out : NULL, r->list_json,
				    &f->diag, x);
		/* The forms of multi-line comments: none, nothing to count. */
		f->forms &= counts_multi(&f->exact) > 0;
		if (f->forms && x)
			check_comment_forms(s->data, s->len, x->fc.v, x->fc.n,
					    x->fc.has_cr, tab, f->form);
	} else if (r->mode == M_REGEX && r->list) {
		regex_list(r->rx, s->data, s->len, path, r->list_json, &f->exact,
			   &f->out);
	} else if (r->mode == M_REGEX) {
		regex_scan(r->rx, s->data, s->len, &f->exact, NULL);
	} else {
		size_t n;
		compare_scan(r->rx, s->data, s->len, path, r->examples,
			     &f->exact, &f->regex, &f->out, &n, &f->diag);
	}
}

/*
 * Count the file of f; when memory runs out on the way (see buf.h), the
 * worker's window goes with what f had made, and census_done reports it.
 */
static void census_work(void *ctx, void *item, int worker)
{
	CensusRun *r = ctx;
	CensusItem *f = item;
	MemTrap trap;

	if (!f->path)
		return;
	mem_trap_set(&trap, f->path);
	if (setjmp(trap.env)) {
		source_free(&r->sources[worker]);
		if (r->scratch)
			census_scratch_free(&r->scratch[worker]);
		buf_free(&f->out);
		memset(&f->exact, 0, sizeof(f->exact));
		memset(&f->regex, 0, sizeof(f->regex));
		f->status = SRC_ERROR;
		f->out_of_memory = true;
		mem_trap_clear();
		return;
	}
	census_file_work(r, f, worker, &trap);
	mem_trap_clear();
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
	if (!r->majority) {
		buf_write(&f->diag, stderr);
		if (f->out_of_memory)
			cli_out_of_memory(f->path, "not counted");
	}
	if (f->status == SRC_ERROR)
		r->errors++;
	if (f->status == SRC_OK && r->majority && !f->left_out)
		majority_add(r->majority, f->path, &f->exact,
			     f->forms ? f->form : NULL, f->bound);
	if (f->status == SRC_OK && r->majority && !f->left_out && f->njoins)
		majority_add_joins(r->majority, f->path, f->njoins,
				   bitwise_practised(f->njoins));
	if (f->names && f->status == SRC_OK)
		majority_add_names(r->majority, f->path, f->names);
	free(f->names);
	f->names = NULL;
	for (size_t i = 0; f->status == SRC_OK && i < r->nclaims; i++)
		if (f->claims >> i & 1)
			counts_add(&r->claims[i].counts, &f->exact);
	if (f->status == SRC_OK && f->group) {
		census_add_group(&r->exact, f->group, &f->exact);
		if (r->mode == M_COMPARE)
			census_add_group(&r->regex, f->group, &f->regex);
	} else if (f->status == SRC_OK) {
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

	if (r->majority && majority_counted(r->majority, path)) {
		free(path);	/* an earlier round counted its directory */
		return;
	}
	pool_push(r->pool, &it);
}

static void push_message(void *ctx, char *msg, bool error)
{
	CensusRun *r = ctx;
	CensusItem it = { .msg = msg, .msg_error = error };

	pool_push_message(r->pool, &it);
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

typedef struct CensusArgs {
	const char *by, *format, *method, *files_from, *git, *rev, *chart, *group;
	long depth, jobs, examples;
	bool list, compare, has_examples, quiet, exceptions, depth_set;
	bool consistency;	/* --sort consistency */
	AspectSet aspects;
	WalkOptions walk;
} CensusArgs;

static int census_args(int argc, char **argv, CensusArgs *a, OptState *s)
{
	const char *arg;
	int id;

	*a = (CensusArgs){ .format = "text", .method = "exact", .depth = 1,
			   .jobs = pool_cpus(), .walk = { .exts = "c,h", .git_ignore = true } };
	opt_init(s, census_opts, argc, argv);
	while ((id = opt_next(s, &arg)) > 0) {
		switch (id) {
		case O_HELP: return cli_help(&cli_census);
		case O_VERSION: return cli_version();
		case O_BY: a->by = arg; break;
		case O_DEPTH:
			if (!cli_count(arg, 0, 64, &a->depth))
				return cli_usage_error("census", "--depth wants a number from 0 to 64");
			a->depth_set = true;
			break;
		case O_GROUP:
			if (strcmp(arg, "maintainers"))
				return cli_usage_error("census", "--group takes maintainers: one row per section of MAINTAINERS");
			a->group = arg;
			break;
		case O_FORMAT: a->format = arg; break;
		case O_ASPECT:
			if (!cli_aspects("census", arg, &a->aspects))
				return 2;
			break;
		case O_EXCEPTIONS: a->exceptions = true; break;
		case O_SORT:
			if (strcmp(arg, "consistency"))
				return cli_usage_error("census", "--sort takes consistency");
			a->consistency = true;
			break;
		case O_LIST: a->list = true; break;
		case O_METHOD: a->method = arg; break;
		case O_COMPARE: a->compare = true; break;
		case O_EXAMPLES:
			if (!cli_count(arg, 0, LONG_MAX, &a->examples))
				return cli_usage_error("census", "--examples wants a number");
			a->has_examples = true;
			break;
		case O_EXT:
			if (!cli_exts("census", arg))
				return 2;
			a->walk.exts = arg;
			break;
		case O_FILES_FROM: a->files_from = arg; break;
		case O_JOBS:
			if (!cli_count(arg, 1, 1024, &a->jobs))
				return cli_usage_error("census", "-j wants a number from 1 to 1024");
			break;
		case O_FOLLOW: a->walk.follow = true; break;
		case O_HIDDEN: a->walk.hidden = true; break;
		case O_NO_IGNORE: a->walk.git_ignore = false; break;
		case O_GIT: a->git = arg; break;
		case O_REV: a->rev = arg; break;
		case O_CHART: a->chart = arg; break;
		case O_QUIET: a->quiet = true; break;
		}
	}
	if (id < 0)
		return cli_usage_error("census", s->err);
	if (a->group && (a->by || a->depth_set))
		return cli_usage_error("census", "--group maintainers makes the rows: no --by, no --depth");
	if (a->by && a->depth_set)
		return cli_usage_error("census", "--by names the rows, --depth makes them: not both");
	if (a->group && (a->git || a->rev))
		return cli_usage_error("census", "--group maintainers reads the work tree's MAINTAINERS: no --git");
	if ((a->git || a->rev) && (a->files_from || a->walk.follow))
		return cli_usage_error("census", "--git reads a tree: no --files-from, no --follow");
	for (int i = 0; i < s->noperands; i++)
		if (!strcmp(s->operands[i], "-"))
			return cli_usage_error("census", "'-': census counts files, not "
					       "standard input ('--files-from -' reads "
					       "their paths from it; './-' is a file "
					       "named -)");
	return -1;
}

/*
 * The directory an operand of check's counting pass starts from, into
 * dir: a file named on the command line (a FIFO too, and the name of
 * standard input, stdin_name or NULL, which need not exist) starts from
 * its directory's own files, whose practice it is held to, and true; a
 * directory from its whole subtree, and false.  *skip: any other
 * operand that does not exist, which is walked to no effect, not its
 * directory (a mistyped name at the top would count the whole tree).
 */
static bool counted_from(const char *op, const char *stdin_name, Buf *dir,
			 bool *skip)
{
	const char *slash = strrchr(op, '/');
	struct stat st;
	bool exists = stat(op, &st) == 0;

	dir->len = 0;
	*skip = false;
	if (!(stdin_name && !strcmp(op, stdin_name)) &&
	    (!exists || S_ISDIR(st.st_mode))) {
		*skip = !exists;
		buf_puts(dir, op);
		return false;
	}
	if (slash)
		buf_add(dir, op, (size_t)(slash - op) + (slash == op));
	else
		buf_puts(dir, ".");
	return true;
}

/*
 * check's counting pass over the operands: each file operand's
 * directory's own files (each such directory once), each directory
 * operand's subtree; the levels above them come after (climb).
 */
static void walk_counted(const WalkOptions *o, PathList *files_from,
			 const OptState *s, const char *stdin_name,
			 const WalkSink *sink)
{
	Buf dirs = { 0 };	/* the directories walked, each ending in NUL */
	Buf dir = { 0 };
	WalkOptions own = *o;
	bool skip;

	own.shallow = true;
	if (files_from)
		walk_list(files_from, o, sink);
	for (int i = 0; i < s->noperands; i++) {
		const char *op = s->operands[i];

		if (!counted_from(op, stdin_name, &dir, &skip)) {
			walk_operand(op, false, o, sink);
			continue;
		}
		bool seen = false;
		for (size_t k = 0; k < dirs.len && !seen; k += strlen(dirs.data + k) + 1)
			seen = !strcmp(dirs.data + k, dir.data);
		if (seen)
			continue;
		buf_add(&dirs, dir.data, dir.len + 1);
		walk_operand(dir.data, !strchr(op, '/'), &own, sink);
		/* Named, a file git ignores counts in its directory's practice. */
		if (o->git_ignore && !(stdin_name && !strcmp(op, stdin_name)) &&
		    walk_takes(o, strrchr(op, '/') ? strrchr(op, '/') + 1 : op) &&
		    walk_ignored(op))
			walk_operand(op, false, o, sink);
	}
	if (!s->noperands && !files_from)
		walk_operand(".", true, o, sink);
	buf_free(&dirs);
	buf_free(&dir);
}

/*
 * The files of the operands: from the revision with --git, else walked
 * (for check's counting pass, with the directories of file operands).
 */
static void census_feed(CensusRun *r, const GitRev *rev, const WalkOptions *o,
			PathList *files_from, const OptState *s,
			const GitChanges *staged)
{
	if (staged) {
		for (size_t i = 0; i < staged->n; i++)
			push_blob(r, xstrdup(staged->v[i].path), 0,
				  &staged->v[i].blob);
	} else if (r->git) {
		GitSink gs = { push_blob, push_message, r };
		gitsrc_walk(rev, s->operands, s->noperands, o, &gs);
	} else if (r->majority) {
		WalkSink sink = { push_file, push_message, r, NULL, NULL, NULL };
		walk_counted(o, files_from, s, r->stdin_name, &sink);
	} else {
		WalkSink sink = { push_file, push_message, r, NULL, NULL, NULL };
		cli_walk_all(o, files_from, s, &sink);
	}
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
		cli_usage_error("census", "--format is text, csv, json, markdown or html");
		goto out_opts;
	}
	Mode mode = M_EXACT;
	if (!strcmp(a.method, "regex"))
		mode = M_REGEX;
	else if (strcmp(a.method, "exact")) {
		cli_usage_error("census", "--method is exact or regex");
		goto out_opts;
	}
	if (a.compare)
		mode = M_COMPARE;
	if (a.list && mode == M_COMPARE) {
		cli_usage_error("census", "--list lists one method: no --compare");
		goto out_opts;
	}
	if (a.has_examples && mode != M_COMPARE) {
		cli_usage_error("census", "--examples needs --compare");
		goto out_opts;
	}
	if ((json || html) && mode == M_COMPARE) {
		cli_usage_error("census", "--compare prints text, csv or markdown");
		goto out_opts;
	}
	if (a.list && (html || tf != TF_TEXT)) {
		cli_usage_error("census", "--list prints text or json");
		goto out_opts;
	}
	if (a.exceptions && mode != M_EXACT) {
		cli_usage_error("census", "--exceptions counts exactly: no --method regex, no --compare");
		goto out_opts;
	}
	if (a.consistency && (mode != M_EXACT || a.list || a.exceptions)) {
		cli_usage_error("census", "--sort consistency counts exactly and lists no places: "
				"no --method regex, --compare, --list or --exceptions");
		goto out_opts;
	}
	if (a.consistency && !a.aspects)
		a.aspects = ASPECT_ALL;
	if (a.exceptions && !a.aspects)
		a.aspects = ASPECT_ALL;
	if (a.aspects && mode != M_EXACT) {
		cli_usage_error("census", "--aspect counts exactly: no --method regex, no --compare");
		goto out_opts;
	}
	if (a.exceptions && a.list) {
		cli_usage_error("census", "--exceptions lists no places: no --list");
		goto out_opts;
	}

	CensusRun r = { .mode = mode, .aspects = a.aspects, .list = a.list,
			.list_json = json, .examples = (size_t)a.examples };
	GitRev rev;
	bool failed;
	if (mode != M_EXACT) {
		char err[200];
		if (!(r.rx = regex_new(err, sizeof(err)))) {
			fprintf(stderr, "uniform: %s\n", err);
			goto out_opts;
		}
	}
	r.git = cli_open_revision("census", a.git, a.rev, a.jobs, &rev, &failed);
	if (failed) {
		regex_free(r.rx);
		goto out_opts;
	}
	const char *op = s.noperands ? s.operands[0] : ".";
	char *cwd = a.group || a.exceptions ? getcwd(NULL, 0) : NULL;

	r.cwd = cwd;
	if (cwd && !r.git)
		tree_read(&r, op);
	if (a.group && !r.maint) {
		if (!cwd)
			perror("uniform census: the current directory");
		else
			fprintf(stderr, "uniform census: --group maintainers: no MAINTAINERS "
				"with a section at or above %s\n", op);
		free(r.top);
		free(cwd);
		regex_free(r.rx);
		if (r.git) {
			gitsrc_rev_free(&rev);
			gitsrc_close(r.git);
		}
		goto out_opts;
	}
	if (a.group)
		r.cursor = xcalloc((size_t)a.jobs, sizeof(*r.cursor));
	if (a.exceptions && r.top)
		claim_rows(&r, op);
	census_init(&r.exact, a.by, a.group ? 0 : (int)a.depth);
	census_init(&r.regex, a.by, a.group ? 0 : (int)a.depth);
	r.exact.group = r.regex.group = a.group;
	r.exact.aspects = a.aspects;
	r.sources = xcalloc((size_t)a.jobs, sizeof(*r.sources));
	if (a.aspects)
		r.scratch = xcalloc((size_t)a.jobs, sizeof(*r.scratch));
	if (mode == M_COMPARE && a.examples)
		fputs("Places where the methods disagree:\n", stdout);

	r.pool = pool_start((int)a.jobs, sizeof(CensusItem), census_work,
			    census_done, &r);
	r.progress = progress_new("census", a.quiet);
	pool_watch(r.pool, r.progress);
	PathList list = { .name = a.files_from };
	census_feed(&r, &rev, &a.walk, a.files_from ? &list : NULL, &s, NULL);
	pool_finish(r.pool);
	/* A list that could not be read at all: its error, and no table. */
	bool unread = a.files_from && list.err && !list.paths.len;
	walk_list_free(&list);
	progress_end(r.progress);
	census_finish(&r.exact);
	census_finish(&r.regex);
	cli_warn_unmatched("census", &r.exact);
	if (!unread && a.chart && !cli_census_chart(&r.exact, a.chart))
		r.errors++;

	Buf o = { 0 };
	if (unread) {
		/* nothing counted, nothing to show */
	} else if (mode == M_COMPARE) {
		if (a.examples)
			buf_putc(&o, '\n');
		compare_report(&r.exact, &r.regex, tf, &o);
	} else if (a.exceptions && html) {
		HtmlPage page = { "census", argc, argv, s.noperands, s.operands };
		ClaimScope scope = { claim_covers, &r };

		html_exceptions(&o, &r.exact, r.claims, r.nclaims, &scope,
				EXCEPTION_MIN_PLACES, &page);
	} else if (a.consistency) {
		report_consistency(&o, &r.exact, tf, json, CONSISTENCY_MIN_PLACES);
	} else if (a.exceptions) {
		ClaimScope scope = { claim_covers, &r };

		report_exceptions(&o, &r.exact, r.claims, r.nclaims, &scope, tf,
				  json, EXCEPTION_MIN_PLACES);
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

	for (long i = 0; i < a.jobs; i++) {
		source_free(&r.sources[i]);
		if (r.scratch)
			census_scratch_free(&r.scratch[i]);
	}
	for (long i = 0; r.cursor && i < a.jobs; i++)
		maint_cursor_free(&r.cursor[i]);
	free(r.cursor);
	maintainers_free(r.maint);
	free(r.top);
	free(r.op_from_top);
	maint_cursor_free(&r.claim_cursor);
	free(cwd);
	free(r.sources);
	free(r.scratch);
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

/* What the practice must decide for the files of the directory dir. */
static void counting_need(const CensusRun *r, const char *dir, MajorityNeed *need)
{
	Settings set;
	Buf err = { 0 }, path = { 0 };

	buf_printf(&path, "%s/x.c", dir);
	*need = (MajorityNeed){ false, 0, false, false };
	if (config_resolve(r->config, &r->ec[0], path.data, false, &set, &err)) {
		need->comments = settings_comments_majority(&set);
		need->aspects = settings_aspects_majority(&set);
		need->names = set.rule[R_LONG_IDENTIFIER];
		need->joins = settings_bitwise_habit(&set);
	}
	buf_free(&err);
	buf_free(&path);
}

/* Count the subtree of the directory dir (absolute) in a round of its own. */
static void count_round(CensusRun *r, const WalkOptions *o, const char *dir,
			long jobs)
{
	WalkSink sink = { push_file, push_message, r, NULL, NULL, NULL };

	majority_round(r->majority);
	r->pool = pool_start((int)jobs, sizeof(CensusItem), census_work,
			     census_done, r);
	pool_watch(r->pool, r->progress);
	walk_operand(dir, false, o, &sink);
	pool_finish(r->pool);
}

/*
 * The practice of a file is decided by its directory's own files, else
 * by the subtree of the nearest directory above with enough, up to its
 * project's top: for each operand, count the levels above it, one at a
 * time, until one says enough of everything the files ask of it, or the
 * top is reached; never above it.  So that a file checked alone, in its
 * directory or from standard input gets the same practice, counting no
 * more of the tree than that takes.
 */
static void climb(CensusRun *r, const WalkOptions *o, const OptState *s,
		  long jobs)
{
	Buf dir = { 0 }, file = { 0 };
	int n = s->noperands ? s->noperands : 1;

	for (int i = 0; i < n; i++) {
		bool skip, bound, any;
		bool own = counted_from(s->noperands ? s->operands[i] : ".",
					r->stdin_name, &dir, &skip);
		MajorityNeed need;

		if (skip)
			continue;
		counting_need(r, dir.data, &need);
		if (!need.comments && !need.aspects && !need.names &&
		    !need.joins)
			continue;	/* nothing is asked of the practice */
		file.len = 0;
		buf_printf(&file, "%s/x.c", dir.data);
		unsigned top = config_bound(r->config, &r->ec[0], file.data);
		char *abs = settings_absolute(r->config->cwd, dir.data);
		size_t len = strlen(abs);

		bool ok = majority_enough(r->majority, abs, own, &need, &bound, &any);

		if (!own && any) {	/* a directory: its own files' level too */
			bool own_any, own_ok = majority_enough(r->majority, abs, true,
							       &need, &bound, &own_any);

			ok &= own_ok || !own_any;
		} else if (!own) {
			ok = true;	/* nothing of it to decide for */
		}
		for (unsigned level = 0; !ok && level < top && len > 1; level++) {
			while (len > 1 && abs[--len] != '/')
				;
			abs[len + (len == 0)] = '\0';
			if (len == 0)
				len = 1;
			count_round(r, o, abs, jobs);
			if (level + 1 == top)
				majority_bound(r->majority, abs);
			ok = majority_enough(r->majority, abs, false, &need, &bound, &any);
		}
		free(abs);
	}
	buf_free(&dir);
	buf_free(&file);
}

/* A run that prints nothing, for check and init: its workers' state and pool. */
static void silent_start(CensusRun *r, long jobs, const char *what, bool quiet)
{
	r->sources = xcalloc((size_t)jobs, sizeof(*r->sources));
	r->scratch = xcalloc((size_t)jobs, sizeof(*r->scratch));
	r->ec = xcalloc((size_t)jobs, sizeof(*r->ec));
	r->pool = pool_start((int)jobs, sizeof(CensusItem), census_work,
			     census_done, r);
	r->progress = progress_new(what, quiet);
	pool_watch(r->pool, r->progress);
}

/* ... its end, once the pool is finished: all but r->exact let go. */
static void silent_end(CensusRun *r, long jobs)
{
	progress_end(r->progress);
	for (long i = 0; i < jobs; i++) {
		source_free(&r->sources[i]);
		census_scratch_free(&r->scratch[i]);
		ec_cache_free(&r->ec[i]);
	}
	free(r->scratch);
	free(r->sources);
	free(r->ec);
	census_free(&r->regex);
}

Majority *cli_census_majority(const WalkOptions *o, PathList *files_from,
			      const OptState *s, GitSrc *git,
			      const GitRev *rev, const GitChanges *staged,
			      const Config *config, long jobs, bool quiet,
			      const char *stdin_name)
{
	/* A revision's paths are from its top, as if it were "/". */
	CensusRun r = { .mode = M_EXACT,
			.majority = majority_new(git && !staged ? "/" : config->cwd),
			.git = git, .config = config, .from_top = git && !staged,
			.stdin_name = stdin_name };

	census_init(&r.exact, NULL, 0);
	census_init(&r.regex, NULL, 0);
	silent_start(&r, jobs, "counting for majority", quiet);
	census_feed(&r, rev, o, files_from, s, staged);
	pool_finish(r.pool);
	if (!git && !staged && !files_from)
		climb(&r, o, s, jobs);
	silent_end(&r, jobs);
	census_free(&r.exact);
	return r.majority;
}

bool cli_census_dirs(const char *path, const Config *config,
		     const WalkOptions *o, long jobs, bool quiet, Census *out)
{
	CensusRun r = { .mode = M_EXACT, .aspects = ASPECT_ALL, .config = config };
	WalkSink sink = { push_file, push_message, &r, NULL, NULL, NULL };

	census_init(&r.exact, NULL, 64);
	census_init(&r.regex, NULL, 0);
	r.exact.aspects = ASPECT_ALL;
	silent_start(&r, jobs, "counting", quiet);
	walk_operand(path, false, o, &sink);
	pool_finish(r.pool);
	silent_end(&r, jobs);
	census_finish(&r.exact);
	*out = r.exact;
	return !r.errors;
}

const Command cli_census = {
	"census", cmd_census, census_opts, "[PATH]...",
	"Count the comments of C files by style, per group of files.",
	NULL,
};
