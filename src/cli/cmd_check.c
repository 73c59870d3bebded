/*
 * cmd_check: uniform check, and the run it shares with uniform fix.
 *
 * The options of both; the run (check_run.h) that reads each file in
 * the pool and checks it (check_file) or has cmd_fix.c fix it, then
 * writes its output in the order of files (check_done); the walk, a
 * --git tree, the files of a change (changes.c) or check --patch's
 * hunks; whether the practice is counted first (ec_majority.c,
 * cli_census_majority); --list-rules, --list-keys and --show-settings.
 * What a file is checked with is the library's (policy.h), and how
 * findings are written the output's (format.h).
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/buf.h"
#include "base/interrupt.h"
#include "base/json.h"
#include "base/opt.h"
#include "base/pool.h"
#include "base/progress.h"
#include "base/spell.h"
#include "cli/changes.h"
#include "cli/check_run.h"
#include "cli/cli.h"
#include "config/settings.h"
#include "input/gitdiff.h"
#include "input/gitsrc.h"
#include "input/patch.h"
#include "input/source.h"
#include "input/walk.h"
#include "output/format.h"
#include "output/html.h"
#include "rules/check.h"
#include "rules/policy.h"

static const OptSpec check_opts[] = {
	SETTINGS_OPTS
	{ O_PATCH, 0, "patch", "FILE", "check the added lines of a unified diff (- for stdin)" },
	{ O_CHANGED, 0, "changed", "REV", "report only lines added or changed since git revision REV" },
	{ O_STAGED, 0, "staged", NULL, "check what is staged for commit against --changed REV (default HEAD)" },
	{ O_OLD_DIFF, 0, "diff", "REV", NULL },	/* --changed, until the next release */
	{ O_GIT, 0, "git", "REPO", "check a revision of the git repository REPO, no checkout" },
	{ O_REV, 0, "rev", "REV", "with --git: the revision (default HEAD)" },
	{ O_FORMAT, 0, "format", "FMT", "text (default), json, sarif, github or html" },
	{ O_COLOR, 0, "color", "WHEN", "auto (default), always or never; NO_COLOR is respected" },
	{ O_MAX_FINDINGS, 0, "max-findings", "N", "show at most N findings per file" },
	{ O_STATS, 0, "stats", NULL, "end with a count of findings per rule and of files skipped" },
	{ O_SHOW_SKIPPED, 0, "show-skipped", NULL, "name each file skipped as generated or vendored, and why" },
	{ O_EXIT_ZERO, 0, "exit-zero", NULL, "exit 0 even with findings (errors still give 2)" },
	{ O_LIST_RULES, 0, "list-rules", NULL, "list the rules: name, on or off by default, what it reports" },
	{ O_LIST_KEYS, 0, "list-keys", NULL, "list the settings keys: name, the values it takes, its default" },
	{ O_SHOW_SETTINGS, 0, "show-settings", NULL, "print each key in force for each PATH (a directory: its C files) and where it came from" },
	{ O_STDIN_FILENAME, 0, "stdin-filename", "PATH", "read the file PATH from standard input ('-'): its settings, its name" },
	WALK_OPTS
	{ 0 },
};

/*
 * Check (or fix) the file of f, as worker number worker.  Memory may run
 * out on the way (trap is armed: see buf.h), but not while the settings
 * are resolved (the cache of .editorconfig files, which must stay whole)
 * or the file is fixed: running out there ends the run.
 */
static void check_file(CheckRun *r, CheckItem *f, int worker, MemTrap *trap)
{
	Source *s = &r->sources[worker];
	FilePolicy p;
	Findings *fs = &r->mem[worker].findings;

	if (f->not_c) {	/* the message is in f->diag */
		f->status = SRC_ERROR;
		if (r->fx.to_stdout)
			cmd_fix_pass_through(f, NULL, 0);
		return;
	}
	if (f->stream)
		f->status = source_stream(s, f->path, f->from_stdin ? "-" : f->path,
					  &f->diag);
	else if (r->git)
		f->status = gitsrc_read(r->git, worker, &f->blob, f->path, s, &f->diag);
	else
		f->status = source_read(s, f->path, &f->diag);
	f->whole = f->stream && f->status == SRC_OK;
	if (f->status != SRC_OK)
		return;
	trap->armed = false;
	PolicyFrom from = { r->config, r->majority, r->revision };
	if (!policy_file(&from, &r->ec[worker], f->path, s->data, s->len,
			 f->change != NULL, &p, &f->diag)) {
		f->status = SRC_ERROR;
		return;
	}
	f->skipped = p.skipped;
	if (f->skipped) {
		if (r->show_skipped || f->named)
			policy_tell_skipped(&p, f->path, f->named, &f->diag);
		return;
	}
	if (r->fix) {
		cmd_fix_file(r, f, s, &p);
		return;
	}
	trap->armed = true;
	findings_clear(fs);
	check_buffer(s->data, s->len, f->path, &p.set, &p.conv, fs, &f->diag,
		     &r->mem[worker]);
	if (f->change)	/* --changed: only the lines the change touched */
		policy_keep_changed(fs, f->change);
	format_findings(&r->out, f->path, s->data, s->len, fs, r->max_findings,
			f->per_rule, f->fixable, &f->out);
}

/*
 * Memory ran out in the work on f: the worker's memory for files goes
 * (buf.h: all of it is valid), with what f had made; check_done reports
 * the file.
 */
static void forget_file(CheckRun *r, CheckItem *f, int worker)
{
	CheckMem *m = &r->mem[worker];
	bool parse_all = m->parse_all;

	check_mem_free(m);
	*m = (CheckMem){ .parse_all = parse_all };
	source_free(&r->sources[worker]);
	buf_free(&f->out);
	memset(f->per_rule, 0, sizeof(f->per_rule));
	memset(f->fixable, 0, sizeof(f->fixable));
	f->status = SRC_ERROR;
	f->out_of_memory = true;
}

static void check_work(void *ctx, void *item, int worker)
{
	CheckRun *r = ctx;
	CheckItem *f = item;
	MemTrap trap;

	if (!f->path)
		return;
	mem_trap_set(&trap, f->path);
	if (setjmp(trap.env)) {
		forget_file(r, f, worker);
		mem_trap_clear();
		return;
	}
	check_file(r, f, worker, &trap);
	mem_trap_clear();
	/* fix - with nothing fixed: the text as it came, for an editor. */
	if (r->fx.to_stdout && f->whole && !f->fixes)
		buf_add(&f->out, r->sources[worker].data, r->sources[worker].len);
	else if (r->fx.to_stdout && f->status == SRC_SKIP)
		cmd_fix_pass_through(f, r->sources[worker].data, r->sources[worker].len);
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
	if (f->out_of_memory)
		cli_out_of_memory(f->path, "not checked");
	if (f->status == SRC_ERROR)
		r->errors++;
	size_t found = 0;

	for (int k = 0; k < R_NRULES; k++) {
		r->per_rule[k] += f->per_rule[k];
		r->fixable[k] += f->fixable[k];
		found += f->per_rule[k];
	}
	r->files++;
	r->files_with += found > 0;
	r->skipped[f->skipped == SKIP_AS_IS ? SKIP_VENDORED : f->skipped]++;
	r->fx.fixes += f->fixes;
	r->fx.fixed_files += f->fixes > 0;
	r->fx.left += f->left;
	r->fx.pending += f->pending;
	if (r->fx.mail) {
		buf_add(&r->fx.mailbody, f->out.data, f->out.len);
	} else if (r->fix) {
		buf_write(&f->out, stdout);
		if (ferror(stdout))
			interrupt_output_failed();	/* | head: stop as SIGPIPE would */
	} else {
		format_file(&r->out, &f->out, f->per_rule);
	}
	buf_free(&f->out);
	buf_free(&f->diag);
	free(f->path);
}

static void push_file(CheckRun *r, char *path, bool named)
{
	CheckItem it = { .path = path, .named = named };

	if (r->fix && cmd_fix_seen(r, path)) {
		free(path);
		return;
	}
	pool_push(r->pool, &it);
}

static void check_push_file(void *ctx, char *path, size_t rel)
{
	(void)rel;
	push_file(ctx, path, false);
}

/*
 * Whether --ext takes the file a path names (an operand, or what
 * --stdin-filename calls standard input); if not, "uniform: PATH: ..."
 * in m: a file that is not C is never checked or rewritten because it
 * was named.
 */
static bool named_c(const CheckRun *r, const char *path, Buf *m)
{
	const char *exts = r->walk->exts;
	const char *base = strrchr(path, '/');
	const char *dot;

	base = base ? base + 1 : path;
	if (walk_takes(r->walk, base))
		return true;
	dot = strrchr(base, '.');
	buf_puts(m, "uniform: ");
	buf_path(m, path);
	buf_printf(m, ": not C by its name (--ext %s); not %s", exts,
		   r->fix ? "fixed" : "checked");
	if (dot && dot != base && dot[1] && !strchr(dot, ','))
		buf_printf(m, " ('--ext %s,%s' takes it)", exts, dot + 1);
	buf_putc(m, '\n');
	return false;
}

/* A file named as an operand: checked if --ext takes it. */
static void check_push_named(void *ctx, char *path)
{
	CheckRun *r = ctx;
	Buf m = { 0 };

	if (!named_c(r, path, &m)) {
		CheckItem it = { .msg = m.data, .msg_error = true };

		free(path);
		pool_push_message(r->pool, &it);
		return;
	}
	push_file(ctx, path, true);
}

static void check_push_blob(void *ctx, char *path, size_t rel,
			    const GitBlobId *id)
{
	CheckRun *r = ctx;
	CheckItem it = { .path = path, .blob = *id };

	(void)rel;
	pool_push(r->pool, &it);
}

/*
 * "-", or a FIFO or device named on the command line: read whole.  fix
 * writes standard input's fixed text to standard output, and cannot fix
 * anything else of the kind in place.
 */
static void check_push_stream(void *ctx, char *path)
{
	CheckRun *r = ctx;
	bool in = !strcmp(path, "-");
	CheckItem it = { .path = path, .stream = true, .from_stdin = in,
			 .named = true };

	if (r->fix && !r->fx.print_diff && !in) {
		Buf m = { 0 };

		buf_puts(&m, "uniform: ");
		buf_path(&m, path);
		buf_puts(&m, ": not a regular file, so not fixed in place; "
			 "'uniform fix - < FILE' writes the fixed text to "
			 "standard output\n");
		free(path);
		it = (CheckItem){ .msg = xstrdup(m.data ? m.data : ""), .msg_error = true };
		buf_free(&m);
		pool_push_message(r->pool, &it);
		return;
	}
	if (in) {
		free(path);
		it.path = xstrdup(r->stdin_name);
		if (r->stdin_named && !named_c(r, it.path, &it.diag))
			it.not_c = true;
	}
	pool_push(r->pool, &it);
}

static void check_push_message(void *ctx, char *msg, bool error)
{
	CheckRun *r = ctx;
	CheckItem it = { .msg = msg, .msg_error = error };

	pool_push_message(r->pool, &it);
}

typedef struct CheckArgs {
	const char *cmd;	/* "check" or "fix" */
	bool print_diff;	/* fix --diff */
	bool mail;		/* fix --mail */
	const char *format, *color, *files_from, *patch, *git, *rev;
	const char *changed;	/* --changed REV (--staged: HEAD) */
	const char *stdin_filename;	/* --stdin-filename */
	long jobs, max_findings;
	bool stats, staged, quiet, show_skipped;
	bool exit_zero;		/* --exit-zero */
	bool show_settings;	/* --show-settings */
	bool list_rules, list_keys;	/* --list-rules, --list-keys */
	bool diff_named;	/* fix --diff, as well as --mail's */
	bool signoff;		/* fix --mail --signoff */
	WalkOptions walk;
	Config config;
} CheckArgs;

/*
 * check --list-rules [RULE]...: each rule named (names, globs, all; none:
 * every rule), whether it is on by default, whether fix fixes it, what
 * it reports; as text, or as a JSON array.
 */
static int list_rules(const CheckArgs *a, const OptState *s)
{
	Settings d;
	bool named[R_NRULES], json = !strcmp(a->format, "json");
	bool any = false;

	if (strcmp(a->format, "text") && !json)
		return cli_usage_error(a->cmd, "--list-rules writes text or json");
	settings_default(&d);
	for (int k = 0; k < R_NRULES; k++)
		named[k] = !s->noperands;
	for (int i = 0; i < s->noperands; i++) {
		bool hit[R_NRULES] = { false };
		Buf why = { 0 };

		if (!rule_list_set(hit, s->operands[i], &why)) {
			fprintf(stderr, "uniform %s: --list-rules: %s\n", a->cmd, why.data);
			buf_free(&why);
			return 2;
		}
		for (int k = 0; k < R_NRULES; k++)
			named[k] |= hit[k];
	}
	if (json)
		fputs("[", stdout);
	for (int k = 0; k < R_NRULES; k++) {
		if (!named[k])
			continue;
		if (json) {
			Buf o = { 0 };

			buf_puts(&o, any ? ",\n  {\"name\": " : "\n  {\"name\": ");
			json_string(&o, rule_name((Rule)k));
			buf_printf(&o, ", \"on\": %s, \"fix\": %s, \"help\": ",
				   d.rule[k] ? "true" : "false",
				   rule_info((Rule)k)->fix ? "true" : "false");
			json_string(&o, rule_help((Rule)k));
			buf_putc(&o, '}');
			buf_write(&o, stdout);
			buf_free(&o);
		} else {
			printf("%-18s %-3s %s\n", rule_name((Rule)k), d.rule[k] ? "on" : "off",
			       rule_help((Rule)k));
		}
		any = true;
	}
	if (json)
		fputs(any ? "\n]\n" : "]\n", stdout);
	return 0;
}

/* check --list-keys: each settings key, what it takes, its default. */
static int list_keys(void)
{
	Settings d;
	const char *name, *values, *def;
	char buf[16];

	settings_default(&d);
	for (size_t i = 0; (name = settings_key(i, &d, &values, buf, &def)); i++)
		printf("%-30s %s (default %s)\n", name, values, def);
	return 0;
}

/*
 * --rule, --no-rule or --select RULES (id): each item of the list, a
 * name, a glob or "all", switched on or off, or selected; false after a
 * usage error that names the item.
 */
static bool rule_option(Config *c, int id, const char *list, const char *cmd)
{
	Buf value = { 0 }, why = { 0 };
	bool ok;

	for (const char *v = list; *v;) {
		size_t n = strcspn(v, ",");

		if (n)	/* "--select ," names nothing */
			buf_printf(&value, "%s%c%.*s", value.len ? "," : "",
				   id == O_NO_RULE ? '-' : '+', (int)n, v);
		v += n + (v[n] == ',');
	}
	if (!(ok = value.len && rule_list_check(value.data, &why))) {
		Buf msg = { 0 };

		buf_printf(&msg, "--%s: %s", id == O_RULE ? "rule" :
			   id == O_NO_RULE ? "no-rule" : "select",
			   why.len ? why.data : "no rule named");
		if (!why.len || why.data[why.len - 1] != '?')
			buf_puts(&msg, " ('uniform check --list-rules' lists them)");
		cli_usage_error(cmd, msg.data);
		buf_free(&msg);
	} else if (id == O_SELECT) {
		config_select(c, value.data);
	} else {
		config_add(c, "uniform_rules", value.data);
	}
	buf_free(&value);
	buf_free(&why);
	return ok;
}

/*
 * The operand "-", standard input, named --stdin-filename PATH, which
 * alone stands for "-"; the usage errors of both, or -1.
 */
static int stdin_args(CheckArgs *a, OptState *s, bool fix)
{
	int n = 0;

	if (a->stdin_filename && !s->noperands && !a->files_from)
		s->operands[s->noperands++] = (char *)"-";	/* room: argc + 1 */
	for (int i = 0; i < s->noperands; i++)
		n += !strcmp(s->operands[i], "-");
	if (a->stdin_filename && !n)
		return cli_usage_error(a->cmd, "--stdin-filename names standard input: give '-'");
	if (a->stdin_filename && (!*walk_printed(a->stdin_filename) ||
				  a->stdin_filename[strlen(a->stdin_filename) - 1] == '/'))
		return cli_usage_error(a->cmd, "--stdin-filename names a file, not a directory");
	if (!n)
		return -1;
	if (n > 1 || (a->files_from && !strcmp(a->files_from, "-")))
		return cli_usage_error(a->cmd, "standard input ('-') can be read once");
	if (a->patch || a->changed || a->git || a->rev)
		return cli_usage_error(a->cmd, "'-' reads standard input: no --patch, --changed, --staged or --git");
	if (fix && !a->print_diff && (s->noperands > 1 || a->files_from))
		return cli_usage_error(a->cmd, "fix - writes standard input fixed to standard output: no other file");
	return -1;
}

/*
 * The options of a check or fix command line, once all are read (id is
 * opt_next's last, negative after a bad option): the usage errors of
 * those that do not go together, or those of stdin_args, or -1.
 */
static int args_agree(CheckArgs *a, OptState *s, int id, bool fix, int argc,
		      char **argv)
{
	if (a->staged && a->patch)
		return cli_usage_error(a->cmd, "--staged checks the index, --patch a diff: not both");
	if (a->changed && a->patch)
		return cli_usage_error(a->cmd, "--patch checks a diff's lines, --changed a revision's: not both");
	/* They take their files from the change: a list would be passed over in silence. */
	if (a->files_from && (a->changed || a->staged || a->patch))
		return cli_usage_error(a->cmd, "--changed, --staged and --patch take their "
				       "files from the change: no --files-from");
	if (a->staged && !a->changed)
		a->changed = "HEAD";
	if (a->signoff && !a->mail)
		return cli_usage_error(a->cmd, "--signoff signs the mail of --mail");
	if (a->mail && a->diff_named)
		return cli_usage_error(a->cmd, "--mail prints the diff in a mail: not --diff as well");
	if (a->list_rules + a->list_keys + a->show_settings > 1)
		return cli_usage_error(a->cmd, "--list-rules, --list-keys and --show-settings: one at a time");
	if (fix && a->print_diff)
		cmd_fix_diff_note(argc, argv);
	if (id < 0)
		return cli_usage_error(a->cmd, s->err);
	if (a->list_rules)
		return list_rules(a, s);
	if (a->list_keys)
		return s->noperands ? cli_usage_error(a->cmd, "--list-keys takes no PATH") :
				      list_keys();
	if (a->config.select && !config_rules_left(&a->config))
		return cli_usage_error(a->cmd, "no rule is left on: --no-rule takes back a rule --select named");
	if (!format_named(a->format))
		return cli_usage_error(a->cmd, "--format is text, json, sarif, github or html");
	if (strcmp(a->color, "auto") && strcmp(a->color, "always") &&
	    strcmp(a->color, "never"))
		return cli_usage_error(a->cmd, "--color is auto, always or never");
	if ((a->git || a->rev) && (a->files_from || a->walk.follow || a->patch || a->changed))
		return cli_usage_error(a->cmd, "--git reads a tree: no --files-from, --follow, --patch, --changed or --staged");
	return stdin_args(a, s, fix);
}

/* "unknown key", and the nearest key when one is near, into why. */
static const char *near_key(const char *key, Buf *why)
{
	const char *names[64], *values, *def, *near;
	char num[16];
	Settings set;
	size_t n = 0;

	settings_default(&set);
	for (size_t i = 0; n < 64 && (names[n] = settings_key(i, &set, &values, num, &def)); i++)
		n++;
	near = spell_nearest(key, names, n, spell_limit(strlen(key)));
	buf_puts(why, "unknown key");
	if (near)
		buf_printf(why, "; did you mean '%s'?", near);
	return why->data;
}

static int check_args(int argc, char **argv, CheckArgs *a, OptState *s,
		      bool fix)
{
	const char *arg, *err;
	int id;
	char key[64];
	const OptSpec *opts = fix ? cmd_fix_opts : check_opts;

	*a = (CheckArgs){ .cmd = fix ? "fix" : "check", .format = "text",
			  .color = "auto", .jobs = pool_cpus(),
			  .max_findings = -1, .walk = { .exts = "c,h", .git_ignore = true },
			  .config = { .editorconfig = true } };
	opt_init(s, opts, argc, argv);
	while ((id = opt_next(s, &arg)) > 0) {
		switch (id) {
		case O_HELP: return cli_help(fix ? &cli_fix : &cli_check);
		case O_VERSION: return cli_version();
		case O_PRINT_DIFF: a->print_diff = a->diff_named = true; break;
		case O_MAIL: a->print_diff = a->mail = true; break;
		case O_SIGNOFF: a->signoff = true; break;
		case O_EXIT_ZERO: a->exit_zero = true; break;
		case O_PRESET:
			if (!config_preset(&a->config, arg))
				return cli_usage_error(a->cmd, "--preset is linux, linux-6.10, majority or none");
			break;
		case O_RULE:
		case O_NO_RULE:
		case O_SELECT:
			if (!rule_option(&a->config, id, arg, a->cmd))
				return 2;
			break;
		case O_SET: {
			const char *eq = strchr(arg, '=');
			if (!eq || eq == arg || (size_t)(eq - arg) >= sizeof(key))
				return cli_usage_error(a->cmd, "--set wants KEY=VALUE");
			memcpy(key, arg, (size_t)(eq - arg));
			key[eq - arg] = '\0';
			if ((err = config_add(&a->config, key, eq + 1))) {
				Buf why = { 0 };

				if (!strcmp(key, "uniform_rules") &&
				    !rule_list_check(eq + 1, &why))
					err = why.data;	/* names the item */
				else if (!strcmp(err, "unknown key"))
					err = near_key(key, &why);
				fprintf(stderr, "uniform %s: --set %s: %s\n", a->cmd, arg, err);
				buf_free(&why);
				return 2;
			}
			break;
		}
		case O_NO_EDITORCONFIG: a->config.editorconfig = false; break;
		case O_PATCH: a->patch = arg; break;
		case O_CHANGED: a->changed = arg; break;
		case O_OLD_DIFF:
			cli_deprecated(a->cmd, "--diff REV", "--changed REV");
			a->changed = arg;
			break;
		case O_GIT: a->git = arg; break;
		case O_REV: a->rev = arg; break;
		case O_FORMAT: a->format = arg; break;
		case O_COLOR: a->color = arg; break;
		case O_MAX_FINDINGS:
			if (!cli_count(arg, 0, LONG_MAX, &a->max_findings))
				return cli_usage_error(a->cmd, "--max-findings wants a number");
			break;
		case O_STATS: a->stats = true; break;
		case O_SHOW_SKIPPED: a->show_skipped = true; break;
		case O_STAGED: a->staged = true; break;
		case O_LIST_RULES: a->list_rules = true; break;
		case O_LIST_KEYS: a->list_keys = true; break;
		case O_SHOW_SETTINGS: a->show_settings = true; break;
		case O_QUIET: a->quiet = true; break;
		case O_EXT:
			if (!cli_exts(a->cmd, arg))
				return 2;
			a->walk.exts = arg;
			break;
		case O_FILES_FROM: a->files_from = arg; break;
		case O_STDIN_FILENAME: a->stdin_filename = arg; break;
		case O_JOBS:
			if (!cli_count(arg, 1, 1024, &a->jobs))
				return cli_usage_error(a->cmd, "-j wants a number from 1 to 1024");
			break;
		case O_FOLLOW: a->walk.follow = true; break;
		case O_HIDDEN: a->walk.hidden = true; break;
		case O_NO_IGNORE: a->walk.git_ignore = false; break;
		}
	}
	return args_agree(a, s, id, fix, argc, argv);
}

/* check --patch: the findings of hunk h, written as a file's, counted in it. */
static void check_patch_hunk(CheckRun *r, EcCache *ec, const PatchHunk *h,
			     CheckItem *it)
{
	Findings fs = { 0 };

	if (!policy_hunk(r->config, ec, h, &fs, &it->diag))
		r->errors++;
	format_findings(&r->out, h->path, h->text.data, h->text.len, &fs, -1,
			it->per_rule, it->fixable, &it->out);
	findings_free(&fs);
}

static void check_patch(CheckRun *r, const char *file)
{
	Patch p;
	EcCache ec = { 0 };

	if (!changes_read_patch(file, "check", &p))
		r->errors++;
	for (size_t i = 0; i < p.n;) {
		CheckItem it = { 0 };	/* a file: its hunks in a row */

		it.path = xstrdup(p.h[i].path);
		it.status = SRC_OK;
		do
			check_patch_hunk(r, &ec, &p.h[i++], &it);
		while (i < p.n && !strcmp(p.h[i].path, it.path));
		check_done(r, &it);
	}
	patch_free(&p);
	ec_cache_free(&ec);
}

/* --changed REV: push the changed files, each with its changed lines. */
static void push_changes(CheckRun *r, const CheckArgs *a, const OptState *s,
			 const GitChanges *g)
{
	for (size_t i = 0; i < g->n; i++) {
		const GitChange *c = &g->v[i];

		if (!changes_take(&a->walk, s, a->config.cwd, c->path))
			continue;
		/* An operand under a changed file is the file: named. */
		CheckItem it = { .path = xstrdup(c->path), .change = c,
				 .blob = c->blob,
				 .named = changes_near_operand(s, a->config.cwd, c->path, true) };
		pool_push(r->pool, &it);
	}
}

/*
 * Whether a C file at path (dir: a file in the directory path) is
 * checked with counts of the practice, by its own settings; true when
 * they cannot be read, as the check will then say.
 */
static bool path_needs_counts(const Config *c, EcCache *cache,
			      const char *path, bool dir)
{
	Settings set;

	return !config_resolve_at(c, cache, path, dir, false, &set) ||
	       settings_need_counts(&set);
}

/*
 * An .editorconfig or a .git the check's walk reached, before any file
 * of its directory: if it asks for the majority convention, or (with
 * r->count_later) the files there need counts, as those of a project
 * below a Linux tree's top do, the counting pass runs now, and the
 * files after it are checked with its counts.  Files already handed to
 * the workers are outside its directory, so none of them reads the
 * counts.
 */
static void check_config(void *ctx, const char *path)
{
	CheckRun *r = ctx;
	const char *slash = strrchr(path, '/');
	const char *base = slash ? slash + 1 : path;

	if (r->majority)
		return;
	if (strcmp(base, ".editorconfig") || !cli_mentions_majority(path)) {
		Buf dir = { 0 };
		EcCache cache = { 0 };	/* the workers' are in use */
		bool need = false;

		if (r->count_later) {
			buf_add(&dir, path, slash ? (size_t)(slash - path) : 0);
			need = path_needs_counts(r->config, &cache,
						 dir.len ? dir.data : ".", true);
		}
		ec_cache_free(&cache);
		buf_free(&dir);
		if (!need)
			return;
	}
	progress_hide(r->progress);
	r->majority = cli_census_majority(&r->args->walk, NULL, r->opts, NULL,
					  NULL, NULL, r->config, r->args->jobs,
					  r->args->quiet, r->stdin_name);
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
 * --show-settings: for each operand ("." when none), the settings of a
 * C file there (a directory's: of a file in it), each key's value and
 * where it came from, and what a key set to majority comes to, counted
 * as check counts the operands.  Status 2 when a settings file is bad.
 */
static int show_settings(CheckArgs *a, const OptState *s)
{
	EcCache cache = { 0 };
	Buf out = { 0 }, err = { 0 }, path = { 0 };
	int n = s->noperands ? s->noperands : 1, rc = 0;
	struct stat st;
	Majority *m = NULL;

	a->config.cwd = getcwd(NULL, 0);
	if (!a->config.cwd) {
		perror("uniform: the current directory");
		return 2;
	}
	if (config_may_use_counts(&a->config))
		m = cli_census_majority(&a->walk, NULL, s, NULL, NULL, NULL,
					&a->config, a->jobs, true, NULL);
	Practise practise = { policy_practise, m };
	for (int i = 0; i < n; i++) {
		const char *op = s->noperands ? s->operands[i] : ".";

		size_t k = strlen(op);

		path.len = 0;
		if (stat(op, &st) != 0 || !S_ISDIR(st.st_mode))
			buf_puts(&path, op);
		else if (!strcmp(op, ".") || !strcmp(op, "./"))
			buf_puts(&path, "*.c");
		else
			buf_printf(&path, "%s%s*.c", op, op[k - 1] == '/' ? "" : "/");
		out.len = 0;
		buf_printf(&out, "%s:\n", path.data);
		if (!config_show(&a->config, &cache, path.data, m ? &practise : NULL,
				 &out, &err))
			rc = 2;
		fwrite(out.data, 1, out.len, stdout);
	}
	fwrite(err.data ? err.data : "", 1, err.len, stderr);
	buf_free(&out);
	buf_free(&err);
	buf_free(&path);
	ec_cache_free(&cache);
	if (m)
		majority_free(m);
	return rc;
}

/* What a run of check or fix settles before its first file. */
typedef struct Plan {
	CheckArgs a;
	OptState s;
	OptState counted;	/* the operands, "-" as the file it stands for */
	PathList files;		/* --files-from ... */
	PathList *list;		/* ... when given */
	GitRev rev;		/* --git, --rev */
	GitChanges g;		/* --changed, --staged, fix --patch: files, lines */
	bool by_lines;		/* ... taken from g */
	bool walk_tells;	/* the walk tells of each .editorconfig */
} Plan;

/*
 * The counting pass and the .editorconfig look-up take "-" as the file
 * it stands for, counted with its directory's files; fix - writes to
 * standard output.
 */
static void stdin_operands(CheckRun *r, Plan *p)
{
	p->counted.operands = xcalloc((size_t)p->s.noperands + 1, sizeof(char *));
	for (int i = 0; i < p->s.noperands; i++) {
		bool in = !strcmp(p->s.operands[i], "-");

		if (in)
			r->stdin_name = p->a.stdin_filename ?
					walk_printed(p->a.stdin_filename) : "<stdin>";
		p->counted.operands[i] = in ? (char *)r->stdin_name : p->s.operands[i];
		r->fx.to_stdout |= in && r->fix && !p->a.print_diff;
	}
}

/*
 * The files and lines to take from a change: --changed, --staged, fix
 * --patch; false with a message.  A bad revision is told before any walk.
 */
static bool read_changes(Plan *p, bool fix)
{
	CheckArgs *a = &p->a;

	p->by_lines = a->changed || (fix && a->patch);
	if (fix && a->patch) {
		Patch patch;

		if (!changes_read_patch(a->patch, a->cmd, &patch))
			return false;
		changes_of_patch(&patch, &p->g);
		patch_free(&patch);
	} else if (a->changed) {
		Buf err = { 0 };
		bool ok = gitdiff_added(a->changed, a->staged, &p->g, &err);

		if (!ok && a->staged)
			fprintf(stderr, "uniform: --staged: %s\n", err.data);
		else if (!ok)
			fprintf(stderr, "uniform: --changed %s: %s\n", a->changed, err.data);
		buf_free(&err);
		if (!ok)
			return false;
		changes_tell_skipped(&p->s, a->config.cwd, &p->g);
	}
	return true;
}

/*
 * Before the first file: the signal watcher of fix, the current
 * directory, the revision of --git and the change; false with a message.
 */
static bool run_open(CheckRun *r, Plan *p)
{
	CheckArgs *a = &p->a;
	bool failed;

	/* Before any thread starts: they inherit the blocked signals. */
	if (r->fix && !a->print_diff && !interrupt_init()) {
		fputs("uniform: cannot start the thread that watches for signals; "
		      "nothing fixed\n", stderr);
		return false;
	}
	a->config.cwd = getcwd(NULL, 0);
	if (!a->config.cwd) {
		fprintf(stderr, "uniform: cannot tell the current directory: %s\n", strerror(errno));
		return false;
	}
	r->git = cli_open_revision(a->cmd, a->git, a->rev, a->jobs, &p->rev, &failed);
	if (failed)
		return false;
	r->revision = r->git != NULL;
	if (r->git)	/* libeditorconfig reads files, not blobs */
		a->config.editorconfig = false;
	if (!read_changes(p, r->fix))
		return false;
	return !a->staged || (r->git = changes_open_staged(&p->g, a->jobs));
}

/*
 * Whether the settings of an operand (of a file in it, for a directory)
 * need the counts.  A Linux tree's preset needs none: a check of the
 * kernel then does not read each file twice.
 */
static bool operands_need_counts(const CheckRun *r, const Plan *p)
{
	EcCache cache = { 0 };
	int n = p->s.noperands ? p->s.noperands : 1;
	bool yes = false;

	for (int i = 0; i < n && !yes; i++) {
		const char *op = p->s.noperands ? p->counted.operands[i] : ".";
		struct stat st;
		bool dir = stat(op, &st) == 0 && S_ISDIR(st.st_mode);

		yes = path_needs_counts(r->config, &cache, op, dir);
	}
	ec_cache_free(&cache);
	return yes;
}

/* Whether the run must count the practice first (majority, long-identifier). */
static bool must_count(CheckRun *r, Plan *p)
{
	CheckArgs *a = &p->a;
	PathList changed = { 0 };
	bool yes;

	/*
	 * The plain walk tells of each .editorconfig before the files it
	 * applies to (check_config), so the counting pass need not walk the
	 * tree first to look for one; the other ways of finding files do.
	 */
	p->walk_tells = !a->patch && !a->changed && !r->git && !a->files_from &&
			a->config.editorconfig;
	if (!p->by_lines && a->patch)
		return false;
	if (config_may_use_counts(&a->config) &&
	    !(r->count_later = p->walk_tells && !operands_need_counts(r, p)))
		return true;
	if (!a->config.editorconfig)
		return false;
	if (!p->by_lines)
		return cli_editorconfig_majority(p->counted.operands, p->s.noperands,
						 p->list, a->config.cwd, p->walk_tells);
	/*
	 * --changed and --staged check the changed files only: an .editorconfig
	 * can apply to them from their directories or above, nowhere else.
	 */
	changes_paths(&a->walk, &p->s, a->config.cwd, &p->g, &changed);
	yes = cli_editorconfig_majority(NULL, 0, &changed, a->config.cwd, true);
	walk_list_free(&changed);
	return yes;
}

/* The counting pass, when the run needs it: false with a message. */
static bool count_practice(CheckRun *r, Plan *p)
{
	CheckArgs *a = &p->a;
	GitChanges index = { 0 };

	if (!must_count(r, p))
		return true;
	if (a->staged && !changes_staged_files(&a->walk, &p->s, a->config.cwd, &index)) {
		gitdiff_free(&index);
		return false;
	}
	r->majority = cli_census_majority(&a->walk, p->list, &p->counted, r->git,
					  &p->rev, a->staged ? &index : NULL,
					  &a->config, a->jobs, a->quiet, r->stdin_name);
	gitdiff_free(&index);
	return true;
}

/* The changed files of --changed, --staged or fix --patch, through the pool. */
static void run_changes(CheckRun *r, Plan *p)
{
	/* A mistyped operand would select nothing, in silence. */
	for (int i = 0; i < p->s.noperands; i++) {
		struct stat st;

		if (lstat(p->s.operands[i], &st) != 0) {
			fprintf(stderr, "uniform: %s: %s\n", p->s.operands[i],
				strerror(errno));
			r->errors++;
		}
	}
	r->pool = pool_start((int)p->a.jobs, sizeof(CheckItem), check_work,
			     check_done, r);
	pool_watch(r->pool, r->progress);
	push_changes(r, &p->a, &p->s, &p->g);
	pool_finish(r->pool);
}

/* The files of the walk, or of --git's tree, through the pool. */
static void run_walk(CheckRun *r, Plan *p)
{
	WalkSink sink = { check_push_file, check_push_message, r,
			  p->walk_tells && !r->majority ? check_config : NULL,
			  check_push_stream, check_push_named };
	GitSink gs = { check_push_blob, check_push_message, r };

	r->args = &p->a;
	r->walk = &p->a.walk;
	r->stdin_named = p->a.stdin_filename != NULL;
	r->opts = &p->counted;
	r->pool = pool_start((int)p->a.jobs, sizeof(CheckItem), check_work,
			     check_done, r);
	pool_watch(r->pool, r->progress);
	if (r->git)
		gitsrc_walk(&p->rev, p->s.operands, p->s.noperands, &p->a.walk, &gs);
	else
		cli_walk_all(&p->a.walk, p->list, &p->s, &sink);
	pool_finish(r->pool);
}

/*
 * The rules on for a file in the first operand's directory (the current
 * one without operands): those --stats lists, with any that found some.
 */
static void rules_at_start(const CheckRun *r, const Plan *p, bool on[R_NRULES])
{
	EcCache cache = { 0 };
	Settings set;
	struct stat st;
	const char *at = p->s.noperands ? p->s.operands[0] : ".";
	bool in = !strcmp(at, "-");
	bool dir = !in && !r->git && !(stat(at, &st) == 0 && !S_ISDIR(st.st_mode));

	if (config_resolve_at(r->config, &cache, in ? r->stdin_name : at, dir,
			      r->revision, &set))
		for (int k = 0; k < R_NRULES; k++)
			on[k] = set.rule[k];
	else
		memset(on, 0, R_NRULES * sizeof(*on));
	ec_cache_free(&cache);
}

/*
 * check's last line on stderr, when it reported something: "239 findings
 * in 86 files (231 fixable with 'uniform fix')".
 */
static void check_summary(const CheckRun *r, size_t total)
{
	size_t fixable = 0;

	for (int k = 0; k < R_NRULES; k++)
		fixable += r->fixable[k];
	fprintf(stderr, "%zu %s in %zu %s", total, total == 1 ? "finding" : "findings",
		r->files_with, r->files_with == 1 ? "file" : "files");
	if (fixable)
		fprintf(stderr, " (%zu fixable with 'uniform fix')", fixable);
	fputc('\n', stderr);
}

/*
 * When the run met no file: for paths, an error on stderr ("no C files
 * under build/"), since a CI job with a wrong path would pass forever;
 * for a change (--changed, --staged, --patch), a note, and no error:
 * a commit without C files passes its hook.  The exit status: 2, or rc.
 */
static int nothing_met(const CheckRun *r, const Plan *p, int rc)
{
	const CheckArgs *a = &p->a;
	bool change = p->by_lines || a->patch || a->staged;

	if (r->files || r->errors || a->files_from || r->stdin_name)
		return rc;
	if (change) {
		if (!a->quiet)
			fprintf(stderr, "uniform %s: no C file in the change\n", a->cmd);
		return rc;
	}
	fprintf(stderr, "uniform %s: no ", a->cmd);
	if (!strcmp(a->walk.exts, "c,h"))
		fputs("C files", stderr);
	else
		fprintf(stderr, "files ending .%s", a->walk.exts);
	fputs(" under ", stderr);
	for (int i = 0; i < p->s.noperands; i++)
		fprintf(stderr, "%s%s", i ? ", " : "", p->s.operands[i]);
	if (!p->s.noperands)
		fputs(".", stderr);
	fputc('\n', stderr);
	return 2;
}

/* Check or fix every file of the run, then end its output; the exit status. */
static int run_files(CheckRun *r, Plan *p, int argc, char **argv)
{
	CheckArgs *a = &p->a;
	HtmlPage page = { "check", argc, argv, p->s.noperands, p->s.operands };
	bool on[R_NRULES];
	FormatEnd end = { r->per_rule, r->fixable, on, 0, r->skipped, a->stats, &page };
	size_t total = 0;
	int rc;

	if (a->stats)
		rules_at_start(r, p, on);

	format_begin(&r->out, format_named(a->format), want_color(a->color),
		     r->revision, a->config.cwd);
	r->progress = progress_new(a->cmd, a->quiet);
	r->sources = xcalloc((size_t)a->jobs, sizeof(*r->sources));
	r->ec = xcalloc((size_t)a->jobs, sizeof(*r->ec));
	r->mem = xcalloc((size_t)a->jobs, sizeof(*r->mem));
	if (a->patch && !r->fix)
		check_patch(r, a->patch);
	else if (p->by_lines)
		run_changes(r, p);
	else
		run_walk(r, p);
	progress_end(r->progress);
	end.files_with = r->files_with;
	format_end(&r->out, &end);
	for (int k = 0; k < R_NRULES; k++)
		total += r->per_rule[k];
	fflush(stdout);
	if (!r->fix && total && !a->quiet)
		check_summary(r, total);
	rc = r->fix ? cmd_fix_end(r, a->signoff, a->quiet) : r->errors ? 2 : total ? 1 : 0;
	return nothing_met(r, p, a->exit_zero && rc == 1 ? 0 : rc);
}

static void run_free(CheckRun *r, Plan *p)
{
	for (long i = 0; r->sources && i < p->a.jobs; i++) {
		source_free(&r->sources[i]);
		ec_cache_free(&r->ec[i]);
		check_mem_free(&r->mem[i]);
	}
	free(r->mem);
	free(r->sources);
	free(r->ec);
	format_free(&r->out);
	if (r->majority)
		majority_free(r->majority);
	if (r->git) {
		gitsrc_rev_free(&p->rev);
		gitsrc_close(r->git);
	}
	gitdiff_free(&p->g);
}

int cmd_check_run(int argc, char **argv, bool fix)
{
	Plan p = { 0 };
	int rc = check_args(argc, argv, &p.a, &p.s, fix);

	p.files.name = p.a.files_from;
	p.list = p.a.files_from ? &p.files : NULL;
	p.counted = p.s;
	p.counted.operands = NULL;
	if (rc >= 0)
		goto out;
	if (p.a.show_settings) {
		rc = show_settings(&p.a, &p.s);
		goto out;
	}
	CheckRun r = { .config = &p.a.config, .max_findings = p.a.max_findings,
		       .out.hunks = p.a.patch && !fix, .fix = fix,
		       .fx = { .print_diff = p.a.print_diff, .mail = p.a.mail,
			       .staged = fix && p.a.staged,
			       .inject = fix && getenv("UNIFORM_TEST_BAD_EDIT") },
		       .show_skipped = p.a.show_skipped };
	stdin_operands(&r, &p);
	rc = 2;
	if (run_open(&r, &p) && count_practice(&r, &p))
		rc = run_files(&r, &p, argc, argv);
	run_free(&r, &p);
out:
	free(p.counted.operands);
	walk_list_free(&p.files);
	config_free(&p.a.config);
	opt_free(&p.s);
	return rc;
}

static int cmd_check_only(int argc, char **argv)
{
	return cmd_check_run(argc, argv, false);
}

const Command cli_check = {
	"check", cmd_check_only, check_opts, "[PATH]...",
	"Report code that breaks the conventions in force.",
	"Exit status: 0 no findings; 1 findings; 2 an error, or no C file under\n"
	"the paths given. --exit-zero turns 1 into 0.\n",
};
