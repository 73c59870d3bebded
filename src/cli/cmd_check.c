/*
 * cmd_check: uniform check and uniform fix.
 *
 * Their options, the run that checks or fixes each file in the pool
 * (CheckItem, CheckRun, check_work, fix_work, check_done), fix --diff
 * and --mail, --patch, --changed and --staged (check reports on the
 * lines a change adds, fix fixes only there), --list-rules, and
 * whether an .editorconfig asks for the majority convention, whose
 * counting pass is the census's (cli_census_majority).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <time.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/buf.h"
#include "rules/check.h"
#include "rules/policy.h"
#include "cli/cli.h"
#include "output/format.h"
#include "fix/fix.h"
#include "fix/udiff.h"
#include "input/gitdiff.h"
#include "input/gitsrc.h"
#include "output/html.h"
#include "base/interrupt.h"
#include "census/majority.h"
#include "base/opt.h"
#include "input/patch.h"
#include "base/pool.h"
#include "base/progress.h"
#include "config/settings.h"
#include "input/source.h"
#include "base/version.h"
#include "input/walk.h"

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

static const OptSpec fix_opts[] = {
	{ O_PRINT_DIFF, 0, "diff", NULL, "print the fixes as a unified diff; write nothing" },
	{ O_CHANGED, 0, "changed", "REV", "fix only lines added or changed since git revision REV" },
	{ O_STAGED, 0, "staged", NULL, "fix the lines staged for commit (against --changed REV, default HEAD)" },
	{ O_PATCH, 0, "patch", "FILE", "fix the lines a unified diff adds, in the files here (- for stdin)" },
	{ O_MAIL, 0, "mail", NULL, "as --diff, in a mail: From, Date and Subject from git" },
	{ O_SIGNOFF, 0, "signoff", NULL, "with --mail: add a Signed-off-by line, as git commit -s" },
	{ O_EXIT_ZERO, 0, "exit-zero", NULL, "exit 0 even with findings left (errors still give 2)" },
	SETTINGS_OPTS
	{ O_STDIN_FILENAME, 0, "stdin-filename", "PATH", "fix the file PATH from standard input ('-') to standard output" },
	WALK_OPTS
	{ 0 },
};

/* One file of the walk, or one message of the walk in its place. */
typedef struct CheckItem {
	char *path;		/* as printed; NULL for a message */
	char *msg;		/* the walk's message, for stderr */
	bool msg_error;		/* the message is about an unreadable path */
	const GitChange *change;	/* --changed: the lines to report on */
	GitBlobId blob;		/* --git: the file's blob */
	size_t per_rule[R_NRULES];	/* findings, shown or not */
	size_t fixes;		/* fix: fixes made (or shown) */
	size_t left;		/* fix: findings with no safe fix */
	size_t pending;		/* fix: fixes for a second run (round limit) */
	Skip skipped;		/* left alone, generated or vendored */
	Buf out;		/* rendered findings */
	Buf diag;		/* the file's messages, for stderr */
	SourceStatus status;
	bool out_of_memory;	/* the work was given up */
	bool stream;		/* read to its end: "-" or a FIFO operand */
	bool from_stdin;	/* ... standard input, named path */
	bool whole;		/* ... and read whole */
	bool named;		/* an operand itself: never skipped in silence */
	bool not_c;		/* "-" named a file --ext does not take */
} CheckItem;

/* A file as the file system knows it, for fix to meet each file once. */
typedef struct FileId {
	dev_t dev;
	ino_t ino;
	bool used;		/* the hash slot holds one */
} FileId;

static size_t file_id_hash(const FileId *id)
{
	return ((size_t)id->ino * 0x9e3779b97f4a7c15u) ^ (size_t)id->dev;
}

typedef struct CheckRun {
	const Config *config;
	Majority *majority;	/* per-directory counts, for ST_MAJORITY */
	Output out;		/* the format of the findings */
	long max_findings;	/* per file, -1 for all */
	Source *sources;	/* one per worker */
	CheckMem *mem;		/* one per worker */
	EcCache *ec;		/* one per worker */
	GitSrc *git;		/* --git: where files come from */
	bool revision;		/* --git, --rev: paths are the repository's */
	Pool *pool;
	bool fix;		/* uniform fix */
	bool print_diff;	/* fix --diff */
	bool staged;		/* --staged: the index's text, to be fixed */
	bool mail;		/* fix --mail: diffs gathered in mailbody */
	Buf mailbody;
	bool inject;		/* fix: a wrong edit, for the guard's tests */
	FileId *seen;		/* fix: the files met so far, a hash set */
	size_t nseen, seen_slots;
	size_t fixes, fixed_files, left, pending;	/* fix: totals */
	size_t per_rule[R_NRULES];	/* findings in all files */
	size_t skipped[SKIP_AS_IS + 1];	/* files left alone, by why */
	bool show_skipped;	/* --show-skipped */
	Progress *progress;	/* on a terminal, or NULL */
	const struct CheckArgs *args;	/* for check_config's counting pass */
	const OptState *opts;
	const char *stdin_name;	/* the path of "-", when it is an operand */
	bool stdin_named;	/* ... given by --stdin-filename */
	const WalkOptions *walk;	/* --ext: which named files are C */
	bool to_stdout;		/* fix -: the fixed text goes to stdout */
	int errors;
} CheckRun;

/*
 * uniform fix on one file: fixed in place, or shown as a diff; with a
 * change (--changed, --staged, --patch), on its lines only.
 */
/*
 * Whether the change's last line lies past the end of the file (fix
 * --patch with a patch that was not applied to it), with the message:
 * check --patch reports such a hunk's lines, fix must not pass over
 * them in silence.
 */
static bool past_end(CheckItem *f, const Source *s)
{
	unsigned last = f->change->n ? f->change->lines[f->change->n - 1] : 0;
	size_t lines = 0;

	for (const char *p = s->data; (p = memchr(p, '\n', s->len - (size_t)(p - s->data))); p++)
		lines++;
	lines += s->len && s->data[s->len - 1] != '\n';
	if (last <= lines)
		return false;
	buf_puts(&f->diag, "uniform: ");
	buf_path(&f->diag, f->path);
	buf_printf(&f->diag, ": the patch adds line %u, past the end of the "
		   "file (%zu lines; is the patch applied?); not fixed\n",
		   last, lines);
	f->status = SRC_ERROR;
	return true;
}

static void fix_work(CheckRun *r, CheckItem *f, const Source *s,
		     const Settings *set, const Convention *conv)
{
	FixResult fr;
	FixLines only = { f->change ? f->change->lines : NULL,
			  f->change ? f->change->n : 0 };

	if (f->change && past_end(f, s))
		return;
	fix_buffer(s->data, s->len, f->path, set, conv, f->change ? &only : NULL,
		   r->inject, &fr, &f->diag);
	f->left = fr.left;
	f->pending = fr.pending;
	if (fr.guard_failed) {
		f->status = SRC_ERROR;
	} else if (fr.changed && r->staged && !r->print_diff &&
		   !fix_file_holds(f->path, s->data, s->len)) {
		/* The fixed index text would undo what is not staged. */
		buf_puts(&f->diag, "uniform: ");
		buf_path(&f->diag, f->path);
		buf_puts(&f->diag, ": changed since it was staged; not fixed "
			 "(stage or stash the changes, or see 'uniform fix "
			 "--staged --diff')\n");
		f->status = SRC_ERROR;
	} else if (fr.changed && f->stream && !r->print_diff) {
		buf_add(&f->out, fr.text.data, fr.text.len);	/* fix - */
		f->fixes = fr.fixed;
	} else if (fr.changed && r->print_diff) {
		udiff(f->path, s->data, s->len, fr.text.data, fr.text.len, &f->out);
		f->fixes = fr.fixed;
		memcpy(f->per_rule, fr.per_rule, sizeof(f->per_rule));
	} else if (fr.changed) {
		/* For the tests of a file changed while it is fixed. */
		const char *early = getenv("UNIFORM_TEST_PAUSE_BEFORE_WRITE");
		const char *late = getenv("UNIFORM_TEST_PAUSE_BEFORE_EXCHANGE");
		FixPause pause = { (unsigned)atoi(late ? late : early ? early : "0"),
				   late != NULL, getenv("UNIFORM_TEST_PAUSE_MARK") };

		if (fix_write(f->path, s->data, s->len, fr.text.data, fr.text.len,
			      &pause, &f->diag)) {
			f->fixes = fr.fixed;
			buf_path(&f->out, f->path);
			buf_printf(&f->out, ": %zu fixed\n", fr.fixed);
		} else {
			f->status = SRC_ERROR;
		}
	}
	fix_result_free(&fr);
}

/*
 * fix - of input that is not source (a NUL byte, or a name --ext does
 * not take: --stdin-filename notes.txt): the text as it came,
 * the bytes read so far and the rest of standard input, and status 2,
 * so that an editor that replaces its buffer with the output loses
 * nothing and sees the refusal.
 */
static void pass_through(CheckItem *f, const char *data, size_t len)
{
	buf_add(&f->out, data, len);
	for (;;) {
		char *room = buf_room(&f->out, SOURCE_CHUNK);
		ssize_t n = read(STDIN_FILENO, room, SOURCE_CHUNK);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		buf_commit(&f->out, (size_t)n);
	}
	f->status = SRC_ERROR;
}

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
		if (r->to_stdout)
			pass_through(f, NULL, 0);
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
		fix_work(r, f, s, &p.set, &p.conv);
		return;
	}
	trap->armed = true;
	findings_clear(fs);
	check_buffer(s->data, s->len, f->path, &p.set, &p.conv, fs, &f->diag,
		     &r->mem[worker]);
	if (f->change)	/* --changed: only the lines the change touched */
		policy_keep_changed(fs, f->change);
	format_findings(&r->out, f->path, s->data, s->len, fs, r->max_findings,
			f->per_rule, &f->out);
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
	if (r->to_stdout && f->whole && !f->fixes)
		buf_add(&f->out, r->sources[worker].data, r->sources[worker].len);
	else if (r->to_stdout && f->status == SRC_SKIP)
		pass_through(f, r->sources[worker].data, r->sources[worker].len);
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
	for (int k = 0; k < R_NRULES; k++)
		r->per_rule[k] += f->per_rule[k];
	r->skipped[f->skipped == SKIP_AS_IS ? SKIP_VENDORED : f->skipped]++;
	r->fixes += f->fixes;
	r->fixed_files += f->fixes > 0;
	r->left += f->left;
	r->pending += f->pending;
	if (r->mail) {
		buf_add(&r->mailbody, f->out.data, f->out.len);
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

/*
 * An identity from git's configuration, made fit for a mail header: git
 * drops a newline, '<' and '>' from it; every other control byte goes
 * too (a CR or a NUL breaks a header as a newline does).
 */
static void ident_clean(Buf *b)
{
	size_t k = 0;

	for (size_t i = 0; i < b->len; i++) {
		unsigned char c = (unsigned char)b->data[i];

		if (c >= 0x20 && c != 0x7f && c != '<' && c != '>')
			b->data[k++] = (char)c;
	}
	b->len = k;
	if (b->data)
		b->data[k] = '\0';
}

/* Whether s is printable ASCII only (a header takes it as it is). */
static bool plain_ascii(const char *s)
{
	for (; *s; s++)
		if (*s < 0x20 || *s > 0x7e)
			return false;
	return true;
}

/*
 * s as RFC 2047 encoded words (UTF-8, Q encoding), as git format-patch
 * writes a header value that is not ASCII: no word longer than 75
 * characters, none splitting a character's bytes.
 */
static void mail_encoded(Buf *out, const char *s)
{
	size_t word = 0;

	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (!word || (word > 48 && (*p & 0xc0) != 0x80)) {
			buf_puts(out, word ? "?= =?UTF-8?q?" : "=?UTF-8?q?");
			word = 10;
		}
		if ((*p >= '0' && *p <= '9') || ((*p | 0x20) >= 'a' && (*p | 0x20) <= 'z') ||
		    strchr("!*+-/", *p)) {
			buf_putc(out, (char)*p);
			word++;
		} else if (*p == ' ') {
			buf_putc(out, '_');
			word++;
		} else {
			buf_printf(out, "=%02X", *p);
			word += 3;
		}
	}
	if (word)
		buf_puts(out, "?=");
}

/*
 * A display name for the From header: as it is, in double quotes when
 * it holds a character special in an address (as git format-patch
 * quotes it), encoded when it is not ASCII.
 */
static void mail_name(Buf *out, const char *s)
{
	if (!plain_ascii(s)) {
		mail_encoded(out, s);
		return;
	}
	if (!strpbrk(s, "()<>[]:;@\\,.\"")) {
		buf_puts(out, s);
		return;
	}
	buf_putc(out, '"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			buf_putc(out, '\\');
		buf_putc(out, *s);
	}
	buf_putc(out, '"');
}

/*
 * fix --mail: the diffs as a patch mail, like git format-patch's, signed
 * off (--signoff) by git's user.name and user.email.  No header value
 * can hold a line break: the identity is cleaned as git cleans it, and a
 * name or a subject that is not ASCII is encoded.
 */
static void write_mail(const CheckRun *r, bool signoff)
{
	Buf name = { 0 }, email = { 0 }, dir = { 0 }, rules = { 0 };
	Buf head = { 0 }, subject = { 0 };
	bool who = gitdiff_identity(&name, &email);
	char date[64];
	time_t now = time(NULL);
	struct tm tm;

	strftime(date, sizeof(date), "%a, %d %b %Y %H:%M:%S %z", localtime_r(&now, &tm));
	common_dir(&r->mailbody, &dir);
	for (int k = 0; k < R_NRULES; k++)
		if (r->per_rule[k])
			buf_printf(&rules, "%s%s", rules.len ? ", " : "", rule_name((Rule)k));
	ident_clean(&name);
	ident_clean(&email);
	who = who && name.len && email.len;
	mail_name(&head, who ? name.data : "uniform");
	buf_printf(&subject, "[PATCH] %s: fix %s findings", dir.data,
		   rules.len ? rules.data : "no");
	printf("From: %s <%s>\nDate: %s\nSubject: ", head.data,
	       who ? email.data : "uniform@localhost", date);
	buf_free(&head);
	if (plain_ascii(subject.data))
		buf_puts(&head, subject.data);
	else
		mail_encoded(&head, subject.data);
	printf("%s\n\n", head.data);
	printf("uniform fix made these changes; after each, the text was lexed\n"
	       "again and its tokens compared with the original's.\n\n");
	for (int k = 0; k < R_NRULES; k++)
		if (r->per_rule[k])
			printf("  %-17s %zu\n", rule_name((Rule)k), r->per_rule[k]);
	if (who && signoff)
		printf("\nSigned-off-by: %s <%s>\n", name.data, email.data);
	else if (signoff)
		fputs("uniform fix: --signoff: git has no user.name and user.email; "
		      "the mail is not signed off\n", stderr);
	printf("---\n");
	fwrite(r->mailbody.data, 1, r->mailbody.len, stdout);
	printf("-- \nuniform %s\n", UNIFORM_VERSION);
	buf_free(&name);
	buf_free(&email);
	buf_free(&dir);
	buf_free(&rules);
	buf_free(&head);
	buf_free(&subject);
}

/*
 * Whether fix met the file at path before in this run, under this name or
 * another (the same operand twice, a symlink and its target): a file is
 * fixed once, or the second fix would find it changed since it was read.
 */
static bool seen_before(CheckRun *r, const char *path)
{
	struct stat st;

	if (stat(path, &st) != 0)
		return false;	/* the read will say why */
	if (2 * (r->nseen + 1) > r->seen_slots) {
		size_t n = r->seen_slots ? 2 * r->seen_slots : 1024;
		FileId *v = xcalloc(n, sizeof(*v));

		for (size_t i = 0; i < r->seen_slots; i++) {
			size_t k = file_id_hash(&r->seen[i]) & (n - 1);

			if (!r->seen[i].used)
				continue;
			while (v[k].used)
				k = (k + 1) & (n - 1);
			v[k] = r->seen[i];
		}
		free(r->seen);
		r->seen = v;
		r->seen_slots = n;
	}
	FileId id = { st.st_dev, st.st_ino, true };
	size_t k = file_id_hash(&id) & (r->seen_slots - 1);

	for (; r->seen[k].used; k = (k + 1) & (r->seen_slots - 1))
		if (r->seen[k].dev == id.dev && r->seen[k].ino == id.ino)
			return true;
	r->seen[k] = id;
	r->nseen++;
	return false;
}

static void push_file(CheckRun *r, char *path, bool named)
{
	CheckItem it = { .path = path, .named = named };

	if (r->fix && seen_before(r, path)) {
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

	if (r->fix && !r->print_diff && !in) {
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
	bool signoff;		/* fix --mail --signoff */
	WalkOptions walk;
	Config config;
} CheckArgs;

/* check --list-rules: each rule, whether it is on by default, what it reports. */
static int list_rules(void)
{
	Settings d;

	settings_default(&d);
	for (int k = 0; k < R_NRULES; k++)
		printf("%-18s %-3s %s\n", rule_name((Rule)k), d.rule[k] ? "on" : "off",
		       rule_help((Rule)k));
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
 * fix --diff REV, as check's old --diff REV was written: REV is taken as
 * a path, and when no such path exists a note says what was meant.
 */
static void diff_takes_no_rev(int argc, char **argv)
{
	struct stat st;

	for (int i = 0; i + 1 < argc; i++)
		if (!strcmp(argv[i], "--diff") && argv[i + 1][0] != '-' &&
		    stat(argv[i + 1], &st) != 0)
			fprintf(stderr, "uniform fix: --diff takes no revision: '%s' "
				"is a path here (to fix the lines changed since "
				"it: --changed %s)\n", argv[i + 1], argv[i + 1]);
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
			  .max_findings = -1, .walk = { .exts = "c,h", .git_ignore = true },
			  .config = { .editorconfig = true } };
	opt_init(s, opts, argc, argv);
	while ((id = opt_next(s, &arg)) > 0) {
		switch (id) {
		case O_HELP: return cli_help(fix ? &cli_fix : &cli_check);
		case O_VERSION: return cli_version();
		case O_PRINT_DIFF: a->print_diff = true; break;
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
		case O_LIST_RULES: return list_rules();
		case O_LIST_KEYS: return list_keys();
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
	if (fix && a->print_diff)
		diff_takes_no_rev(argc, argv);
	if (id < 0)
		return cli_usage_error(a->cmd, s->err);
	if (!format_named(a->format))
		return cli_usage_error(a->cmd, "--format is text, json, sarif, github or html");
	if (strcmp(a->color, "auto") && strcmp(a->color, "always") &&
	    strcmp(a->color, "never"))
		return cli_usage_error(a->cmd, "--color is auto, always or never");
	if ((a->git || a->rev) && (a->files_from || a->walk.follow || a->patch || a->changed))
		return cli_usage_error(a->cmd, "--git reads a tree: no --files-from, --follow, --patch, --changed or --staged");
	return stdin_args(a, s, fix);
}

/*
 * An .editorconfig the walk found.  An operand that is a file comes
 * whatever its name: a C file named on the command line is not read.
 */
static void note_path(void *ctx, char *path, size_t rel)
{
	Buf *b = ctx;
	const char *base = strrchr(path, '/');

	(void)rel;
	if (!strcmp(base ? base + 1 : path, ".editorconfig")) {
		buf_puts(b, path);
		buf_putc(b, '\0');
	}
	free(path);
}

static void drop_message(void *ctx, char *msg, bool error)
{
	(void)ctx;
	(void)error;
	free(msg);
}

/*
 * Whether the file at path mentions the majority convention or
 * long-identifier: both need the counting pass.
 */
static bool mentions_majority(const char *path)
{
	FILE *f = config_fopen(path);	/* not a FIFO: it would block */
	char line[1024];
	bool yes = false;

	while (f && !yes && fgets(line, sizeof(line), f))
		yes = strcasestr(line, "majority") || strstr(line, "long-identifier");
	if (f)
		fclose(f);
	return yes;
}

/*
 * Whether an .editorconfig in the directory of path (absolute, or
 * relative to cwd) or above it mentions majority.  *seen is the
 * directory looked at first the time before, which was looked at with
 * all above it: the paths of a long --files-from list come directory
 * by directory, and each .editorconfig is read once, not once a file.
 */
static bool above_mentions_majority(const char *cwd, const char *path,
				    Buf *seen)
{
	Buf dir = { 0 }, first = { 0 }, file = { 0 };
	bool yes = false;

	if (path[0] != '/') {
		buf_puts(&dir, cwd);
		buf_putc(&dir, '/');
	}
	buf_puts(&dir, path);
	const char *last = strrchr(dir.data, '/');
	buf_add(&first, dir.data, (size_t)(last - dir.data));
	for (char *slash; !yes && (slash = strrchr(dir.data, '/'));) {
		size_t n = (size_t)(slash - dir.data);

		*slash = '\0';
		/* The directory is *seen or above it: looked at already. */
		if (seen->len > 0 && seen->len >= n &&
		    !memcmp(seen->data, dir.data, n) &&
		    (seen->len == n || seen->data[n] == '/'))
			break;
		file.len = 0;
		buf_puts(&file, dir.data);
		buf_puts(&file, "/.editorconfig");
		yes = mentions_majority(file.data);
	}
	buf_free(seen);
	*seen = first;
	buf_free(&dir);
	buf_free(&file);
	return yes;
}

/*
 * Whether an .editorconfig that can apply to the files asks for the
 * majority convention, in which case the counting pass must run first:
 * one in the directories above the nops operands ops (then the paths of
 * list), and unless above_only, one in them (found by a walk of its own).
 */
static bool editorconfig_majority(char *const *ops, int nops, PathList *list,
				  const char *cwd, bool above_only)
{
	WalkOptions o = { .name = ".editorconfig", .hidden = true };
	Buf found = { 0 }, seen = { 0 };
	WalkSink sink = { note_path, drop_message, &found, NULL, NULL, NULL };
	bool yes = false;
	const char *op;
	size_t k = 0;

	if (list)	/* if it cannot be read, the check's walk says why */
		(void)walk_list_load(list);
	/* The operands, then the list's paths; "." when there are neither. */
	for (int i = 0; !yes; i++) {
		if (i < nops) {
			op = ops[i];
		} else if (list && k < list->paths.len) {
			op = list->paths.data + k;
			k += strlen(op) + 1;
		} else if (i == 0 && !list) {
			op = ".";
		} else {
			break;
		}
		yes = above_mentions_majority(cwd, op, &seen);
		if (!yes && !above_only)
			walk_operand(op, false, &o, &sink);
	}
	for (size_t j = 0; !yes && j < found.len; j += strlen(found.data + j) + 1)
		yes = mentions_majority(found.data + j);
	buf_free(&found);
	buf_free(&seen);
	return yes;
}

/*
 * Check the hunks of a patch: each hunk's new side on its own, findings
 * kept on added lines only, with the new file's line numbers.
 */
static void check_patch_hunk(CheckRun *r, EcCache *ec, const PatchHunk *h,
			     Buf *out, Buf *diag)
{
	/* Nothing is counted for a patch: a key set to majority asks nothing. */
	PolicyFrom from = { r->config, NULL, true };
	FilePolicy p;
	Findings fs = { 0 };
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
		r->errors++;
		free(lexed);
		return;
	}
	if (p.skipped) {
		free(lexed);
		return;
	}
	/*
	 * A hunk is a fragment: what is left open at its end goes on in
	 * the file, so the lexer's warnings about it are dropped.
	 */
	Buf fragment = { 0 };

	check_buffer(lexed, len, h->path, &p.set, &p.conv, &fs, &fragment, NULL);
	buf_free(&fragment);
	size_t at = 0, kept = 0;	/* findings come in order: count on from here */
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
		f->end_line = f->end_line - f->line + pl + h->first - 1;
		f->line = pl + h->first - 1;
		fs.v[kept++] = *f;
	}
	fs.n = kept;
	format_findings(&r->out, h->path, h->text.data, len, &fs, -1,
			r->per_rule, out);
	findings_free(&fs);
	free(lexed);
}

/*
 * The hunks of the patch in file ("-": stdin); false, with a message
 * saying that nothing was done, when it cannot be read or parsed.
 */
static bool read_patch(const char *file, const char *cmd, Patch *p)
{
	Buf text = { 0 }, err = { 0 };
	unsigned line;
	bool ok = cli_slurp(file, &text);

	*p = (Patch){ 0 };
	if (ok && !patch_parse(text.data ? text.data : "", text.len, p, &line, &err)) {
		Buf where = { 0 };

		buf_path(&where, file);
		if (line)
			buf_printf(&where, ":%u", line);
		fprintf(stderr, "uniform: %s: %s; nothing %s\n", where.data,
			err.data, !strcmp(cmd, "fix") ? "fixed" : "checked");
		buf_free(&where);
		ok = false;
	}
	buf_free(&text);
	buf_free(&err);
	return ok;
}

static int cmp_unsigned(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;

	return (x > y) - (x < y);
}

/*
 * Where the file a patch names at path is, from the current directory:
 * in a git work tree, path is from its top, as git diff writes it and
 * git apply reads it from any directory of the tree, unless only a file
 * of that path below the current directory exists (a patch made here);
 * outside one, path is from here, as patch -p1 reads it.
 */
static char *patch_path(const char *path, const char *top, const char *below)
{
	struct stat st;
	size_t n = strlen(below);
	Buf b = { 0 };

	if (!top || !*below)
		return xstrdup(path);
	if (!strncmp(path, below, n))
		return xstrdup(path + n);
	buf_puts(&b, top);
	buf_puts(&b, path);
	if (stat(b.data, &st) != 0 && stat(path, &st) == 0) {
		buf_free(&b);
		return xstrdup(path);
	}
	return b.data;
}

/*
 * fix --patch: the lines each file of the patch adds, as the changes of
 * --changed, at the paths patch_path says.
 */
static void patch_changes(const Patch *p, GitChanges *g)
{
	char *top = NULL;
	Buf below = { 0 };

	if (!gitdiff_workdir(&top, &below)) {
		free(top);
		top = NULL;
	}
	for (size_t i = 0; i < p->n; i++) {
		const PatchHunk *h = &p->h[i];
		GitChange *c = NULL;
		char *path = patch_path(h->path, top, below.data ? below.data : "");

		for (size_t k = 0; k < g->n && !c; k++)
			c = !strcmp(g->v[k].path, path) ? &g->v[k] : NULL;
		if (!c) {
			if (g->n == g->cap) {
				g->cap = g->cap ? 2 * g->cap : 8;
				g->v = xrealloc(g->v, g->cap * sizeof(*g->v));
			}
			c = &g->v[g->n++];
			*c = (GitChange){ .path = path };
		} else {
			free(path);
		}
		for (unsigned pl = 1; pl <= h->nlines; pl++) {
			if (!h->added[pl])
				continue;
			if (c->n == c->cap) {
				c->cap = c->cap ? 2 * c->cap : 16;
				c->lines = xrealloc(c->lines, c->cap * sizeof(*c->lines));
			}
			c->lines[c->n++] = pl + h->first - 1;
		}
	}
	for (size_t k = 0; k < g->n; k++)	/* hunks may come in any order */
		qsort(g->v[k].lines, g->v[k].n, sizeof(unsigned), cmp_unsigned);
	free(top);
	buf_free(&below);
}

static void check_patch(CheckRun *r, const char *file)
{
	Patch p;
	EcCache ec = { 0 };

	if (!read_patch(file, "check", &p))
		r->errors++;
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
}

/* Whether path is under one of the operands (all when there are none). */
/*
 * path as an absolute path, lexically clean: below cwd when relative,
 * with no "." component, no doubled or trailing '/', and ".." taken back.
 * Operands and changed paths are compared this way, however each is
 * written ("./b.c", "sub/../b.c", "../sub/c.c" from sub, or absolute).
 */
static void clean_path(const char *cwd, const char *path, Buf *out)
{
	out->len = 0;
	buf_room(out, strlen(cwd) + strlen(path) + 2);
	for (int part = path[0] == '/'; part < 2; part++) {
		for (const char *c = part ? path : cwd; *c;) {
			size_t n = strcspn(c, "/");

			if (n == 2 && c[0] == '.' && c[1] == '.') {
				while (out->len > 0 && out->data[out->len - 1] != '/')
					out->len--;
				if (out->len > 0)
					out->len--;	/* the '/' before it */
			} else if (n > 0 && !(n == 1 && c[0] == '.')) {
				buf_putc(out, '/');
				buf_add(out, c, n);
			}
			c += n + (c[n] == '/');
		}
	}
	if (!out->len)
		buf_putc(out, '/');
	out->data[out->len] = '\0';
}

/* Whether a is b or lies under it, by whole components (both clean). */
static bool within(const Buf *a, const Buf *b)
{
	return !strncmp(a->data, b->data, b->len) &&
	       (a->data[b->len] == '\0' || a->data[b->len] == '/' ||
		(b->len == 1 && b->data[0] == '/'));
}

/*
 * Whether path lies under an operand, or, with holds, an operand under
 * path: both compared clean, by whole components.
 */
static bool near_operand(const OptState *s, const char *cwd, const char *path,
			 bool holds)
{
	Buf op = { 0 }, p = { 0 };
	bool hit = false;

	clean_path(cwd, path, &p);
	for (int i = 0; i < s->noperands && !hit; i++) {
		clean_path(cwd, s->operands[i], &op);
		hit = holds ? within(&op, &p) : within(&p, &op);
	}
	buf_free(&op);
	buf_free(&p);
	return hit;
}

/* Whether path (a changed file or directory) is under an operand. */
static bool under_operands(const OptState *s, const char *cwd, const char *path)
{
	return !s->noperands || near_operand(s, cwd, path, false);
}

/* Whether the directory dir is under an operand or holds one. */
static bool meets_operands(const OptState *s, const char *cwd, const char *dir)
{
	return under_operands(s, cwd, dir) || near_operand(s, cwd, dir, true);
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

/* Whether a --changed run checks the changed file at path. */
static bool takes_change(const CheckArgs *a, const OptState *s,
			 const char *path)
{
	return takes_ext(&a->walk, path) && under_operands(s, a->config.cwd, path);
}

/* --changed REV: push the changed files, each with its changed lines. */
static void push_changes(CheckRun *r, const CheckArgs *a, const OptState *s,
			 const GitChanges *g)
{
	for (size_t i = 0; i < g->n; i++) {
		const GitChange *c = &g->v[i];

		if (!takes_change(a, s, c->path))
			continue;
		/* An operand under a changed file is the file: named. */
		CheckItem it = { .path = xstrdup(c->path), .change = c,
				 .blob = c->blob,
				 .named = near_operand(s, a->config.cwd, c->path, true) };
		pool_push(r->pool, &it);
	}
}

/* Say what a --changed or --staged run could not read, under the operands. */
static void tell_skipped(const OptState *s, const char *cwd, const GitChanges *g)
{
	for (size_t i = 0; i < g->nskip; i++)
		if (meets_operands(s, cwd, g->skip[i].path))
			fprintf(stderr, "uniform: %s: %s\n", g->skip[i].path,
				g->skip[i].why);
}

/*
 * The files of a --changed or --staged run, as a list: the changed files
 * that the extensions and the operands take.
 */
static void changed_paths(const CheckArgs *a, const OptState *s,
			  const GitChanges *g, PathList *out)
{
	*out = (PathList){ .name = "--changed", .done = true };
	for (size_t i = 0; i < g->n; i++)
		if (takes_change(a, s, g->v[i].path))
			buf_add(&out->paths, g->v[i].path, strlen(g->v[i].path) + 1);
}

/* Whether a component of path starts with '.' (not "." or ".." alone). */
static bool hidden_path(const char *path)
{
	for (const char *c = path; c; c = strchr(c, '/'), c = c ? c + 1 : NULL)
		if (c[0] == '.' && c[1] && c[1] != '/' &&
		    !(c[1] == '.' && (!c[2] || c[2] == '/')))
			return true;
	return false;
}

/*
 * check --staged with the majority convention: the files of the index
 * the walk would take, to be counted instead of the working tree's; false
 * with a message.
 */
static bool staged_files(const CheckArgs *a, const OptState *s, GitChanges *out)
{
	Buf err = { 0 };
	size_t kept = 0;
	bool ok = gitdiff_index(out, &err);

	if (!ok)
		fprintf(stderr, "uniform: --staged: %s\n", err.data);
	buf_free(&err);
	for (size_t i = 0; i < out->n; i++) {
		GitChange *c = &out->v[i];

		if (takes_ext(&a->walk, c->path) &&
		    under_operands(s, a->config.cwd, c->path) &&
		    (a->walk.hidden || !hidden_path(c->path)))
			out->v[kept++] = *c;
		else
			free(c->path);
	}
	out->n = kept;
	return ok;
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

/*
 * An .editorconfig the check's walk reached, before any file it applies
 * to: if it asks for the majority convention, the counting pass runs
 * now, and the files after it are checked with its counts.  Files
 * already handed to the workers are outside its directory, so none of
 * them reads the counts.
 */
static void check_config(void *ctx, const char *path)
{
	CheckRun *r = ctx;

	if (r->majority || !mentions_majority(path))
		return;
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
	if (config_may_use_majority(&a->config) || config_may_use_long_names(&a->config))
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

/*
 * uniform check, and uniform fix (fix): the same walk, settings and
 * suppressions; fix applies the safe fixes instead of reporting.
 */
/*
 * fix's last line on stderr.  After an error (a file refused, unread),
 * the findings left are those of the files read: never "0 findings
 * left" as though the refused files had none.
 */
static void fix_summary(const CheckRun *r)
{
	fprintf(stderr, "uniform fix: %zu %s in %zu %s; ", r->fixes,
		r->fixes == 1 ? "fix" : "fixes", r->fixed_files,
		r->fixed_files == 1 ? "file" : "files");
	if (!r->errors) {
		fprintf(stderr, "%zu %s left with no safe fix\n", r->left,
			r->left == 1 ? "finding" : "findings");
		return;
	}
	fprintf(stderr, "%d %s (see above)", r->errors,
		r->errors == 1 ? "error" : "errors");
	if (r->left)
		fprintf(stderr, "; %zu %s left with no safe fix in the files read",
			r->left, r->left == 1 ? "finding" : "findings");
	fputc('\n', stderr);
}

static int cmd_check(int argc, char **argv, bool fix)
{
	CheckArgs a;
	OptState s;
	int rc = check_args(argc, argv, &a, &s, fix);
	PathList files = { .name = a.files_from }, *list = a.files_from ? &files : NULL;
	OptState counted = s;	/* the operands, "-" as the file it stands for */

	counted.operands = NULL;
	if (rc >= 0)
		goto out;
	if (a.show_settings) {
		rc = show_settings(&a, &s);
		goto out;
	}
	CheckRun r = { .config = &a.config, .max_findings = a.max_findings,
		       .out.hunks = a.patch && !fix,
		       .fix = fix, .print_diff = a.print_diff, .mail = a.mail,
		       .staged = fix && a.staged,
		       .show_skipped = a.show_skipped,
		       .inject = fix && getenv("UNIFORM_TEST_BAD_EDIT") };
	/*
	 * The counting pass and the .editorconfig look-up take "-" as the
	 * file it stands for, counted with its directory's files.
	 */
	counted.operands = xcalloc((size_t)s.noperands + 1, sizeof(char *));
	for (int i = 0; i < s.noperands; i++) {
		bool in = !strcmp(s.operands[i], "-");

		if (in)
			r.stdin_name = a.stdin_filename ? walk_printed(a.stdin_filename)
							: "<stdin>";
		counted.operands[i] = in ? (char *)r.stdin_name : s.operands[i];
		r.to_stdout |= in && fix && !a.print_diff;
	}
	/* Before any thread starts: they inherit the blocked signals. */
	if (fix && !a.print_diff && !interrupt_init()) {
		fputs("uniform: cannot start the thread that watches for signals; "
		      "nothing fixed\n", stderr);
		rc = 2;
		goto out;
	}
	a.config.cwd = getcwd(NULL, 0);
	if (!a.config.cwd) {
		fprintf(stderr, "uniform: cannot tell the current directory: %s\n", strerror(errno));
		rc = 2;
		goto out;
	}
	GitRev rev = { 0 };
	bool failed;
	r.git = cli_open_revision(a.cmd, a.git, a.rev, a.jobs, &rev, &failed);
	if (failed) {
		rc = 2;
		goto out;
	}
	r.revision = r.git != NULL;
	if (r.git)	/* libeditorconfig reads files, not blobs */
		a.config.editorconfig = false;
	GitChanges g = { 0 };
	/* The files and lines to take: --changed, --staged, fix --patch. */
	bool by_lines = a.changed || (fix && a.patch);
	if (fix && a.patch) {
		Patch p;

		if (!read_patch(a.patch, a.cmd, &p)) {
			rc = 2;
			goto out;
		}
		patch_changes(&p, &g);
		patch_free(&p);
	} else if (a.changed) {	/* first: a bad revision is told before any walk */
		Buf err = { 0 };
		bool ok = gitdiff_added(a.changed, a.staged, &g, &err);

		if (!ok && a.staged)
			fprintf(stderr, "uniform: --staged: %s\n", err.data);
		else if (!ok)
			fprintf(stderr, "uniform: --changed %s: %s\n", a.changed, err.data);
		buf_free(&err);
		if (!ok) {
			rc = 2;
			goto out;
		}
		tell_skipped(&s, a.config.cwd, &g);
	}
	if (a.staged && !(r.git = open_staged(&g, a.jobs))) {
		rc = 2;
		goto out;
	}
	/*
	 * The plain walk tells of each .editorconfig before the files it
	 * applies to (check_config), so the counting pass need not walk the
	 * tree first to look for one; the other ways of finding files do.
	 */
	bool walk_tells = !a.patch && !a.changed && !r.git && !a.files_from &&
			  a.config.editorconfig;
	/*
	 * --changed and --staged check the changed files only: an .editorconfig
	 * can apply to them from their directories or above, nowhere else.
	 */
	PathList changed = { 0 };
	if (by_lines)
		changed_paths(&a, &s, &g, &changed);
	bool count = (by_lines || !a.patch) && (config_may_use_majority(&a.config) ||
		config_may_use_long_names(&a.config) ||
		(a.config.editorconfig &&
		 (by_lines ? editorconfig_majority(NULL, 0, &changed, a.config.cwd, true)
			 : editorconfig_majority(counted.operands, s.noperands, list,
						 a.config.cwd, walk_tells))));
	walk_list_free(&changed);
	if (count) {
		GitChanges index = { 0 };

		if (a.staged && !staged_files(&a, &s, &index)) {
			gitdiff_free(&index);
			gitdiff_free(&g);
			gitsrc_close(r.git);
			rc = 2;
			goto out;
		}
		r.majority = cli_census_majority(&a.walk, list, &counted, r.git,
						 &rev, a.staged ? &index : NULL,
						 &a.config, a.jobs, a.quiet, r.stdin_name);
		gitdiff_free(&index);
	}
	format_begin(&r.out, format_named(a.format), want_color(a.color),
		     r.revision, a.config.cwd);
	r.progress = progress_new(a.cmd, a.quiet);
	r.sources = xcalloc((size_t)a.jobs, sizeof(*r.sources));
	r.ec = xcalloc((size_t)a.jobs, sizeof(*r.ec));
	r.mem = xcalloc((size_t)a.jobs, sizeof(*r.mem));
	if (a.patch && !fix) {
		check_patch(&r, a.patch);
	} else if (by_lines) {
		/* A mistyped operand would select nothing, in silence. */
		for (int i = 0; i < s.noperands; i++) {
			struct stat st;

			if (lstat(s.operands[i], &st) != 0) {
				fprintf(stderr, "uniform: %s: %s\n", s.operands[i],
					strerror(errno));
				r.errors++;
			}
		}
		r.pool = pool_start((int)a.jobs, sizeof(CheckItem), check_work,
				    check_done, &r);
		pool_watch(r.pool, r.progress);
		push_changes(&r, &a, &s, &g);
		pool_finish(r.pool);
		gitdiff_free(&g);
	} else {
		WalkSink sink = { check_push_file, check_push_message, &r,
				  walk_tells && !r.majority ? check_config : NULL,
				  check_push_stream, check_push_named };
		GitSink gs = { check_push_blob, check_push_message, &r };

		r.args = &a;
		r.walk = &a.walk;
		r.stdin_named = a.stdin_filename != NULL;
		r.opts = &counted;
		r.pool = pool_start((int)a.jobs, sizeof(CheckItem), check_work,
				    check_done, &r);
		pool_watch(r.pool, r.progress);
		if (r.git)
			gitsrc_walk(&rev, s.operands, s.noperands, &a.walk, &gs);
		else
			cli_walk_all(&a.walk, list, &s, &sink);
		pool_finish(r.pool);
	}
	progress_end(r.progress);
	HtmlPage page = { "check", argc, argv, s.noperands, s.operands };
	FormatEnd end = { r.per_rule, r.skipped, a.stats, &page };
	format_end(&r.out, &end);
	size_t total = 0;
	for (int k = 0; k < R_NRULES; k++)
		total += r.per_rule[k];
	rc = r.errors ? 2 : total ? 1 : 0;
	if (r.mail && r.fixes)
		write_mail(&r, a.signoff);
	buf_free(&r.mailbody);
	if (fix && !r.to_stdout)
		fix_summary(&r);
	if (fix)
		rc = r.errors ? 2 : r.left || r.pending ? 1 : 0;
	if (a.exit_zero && rc == 1)
		rc = 0;
	for (long i = 0; i < a.jobs; i++) {
		source_free(&r.sources[i]);
		ec_cache_free(&r.ec[i]);
		check_mem_free(&r.mem[i]);
	}
	free(r.mem);
	free(r.seen);
	free(r.sources);
	free(r.ec);
	format_free(&r.out);
	if (r.majority)
		majority_free(r.majority);
	if (r.git) {
		gitsrc_rev_free(&rev);
		gitsrc_close(r.git);
	}
out:
	free(counted.operands);
	walk_list_free(&files);
	config_free(&a.config);
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

const Command cli_check = {
	"check", cmd_check_only, check_opts, "[PATH]...",
	"Report code that breaks the conventions in force.",
};

const Command cli_fix = {
	"fix", cmd_fix, fix_opts, "[PATH]...",
	"Apply the safe fixes of the rules, verified token by token.",
};
