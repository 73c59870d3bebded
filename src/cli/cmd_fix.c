/*
 * cmd_fix: uniform fix.
 *
 * Its options, and what is fix's own in the run it shares with check
 * (check_run.h): one file fixed in place, as a diff or to standard
 * output (cmd_fix_file), each file met once, and the end of the run:
 * the mail of --mail and the summary on stderr.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/check_run.h"
#include "cli/cli.h"
#include "fix/fix.h"
#include "fix/udiff.h"
#include "output/mail.h"

const OptSpec cmd_fix_opts[] = {
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

static size_t file_id_hash(const FileId *id)
{
	return ((size_t)id->ino * 0x9e3779b97f4a7c15u) ^ (size_t)id->dev;
}

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

void cmd_fix_file(CheckRun *r, CheckItem *f, const Source *s,
		  const FilePolicy *p)
{
	const FixRun *x = &r->fx;
	FixResult fr;
	FixLines only = { f->change ? f->change->lines : NULL,
			  f->change ? f->change->n : 0 };

	if (f->change && past_end(f, s))
		return;
	fix_buffer(s->data, s->len, f->path, &p->set, &p->conv,
		   f->change ? &only : NULL, x->inject, &fr, &f->diag);
	f->left = fr.left;
	f->pending = fr.pending;
	if (fr.guard_failed) {
		f->status = SRC_ERROR;
	} else if (fr.changed && x->staged && !x->print_diff &&
		   !fix_file_holds(f->path, s->data, s->len)) {
		/* The fixed index text would undo what is not staged. */
		buf_puts(&f->diag, "uniform: ");
		buf_path(&f->diag, f->path);
		buf_puts(&f->diag, ": changed since it was staged; not fixed "
			 "(stage or stash the changes, or see 'uniform fix "
			 "--staged --diff')\n");
		f->status = SRC_ERROR;
	} else if (fr.changed && f->stream && !x->print_diff) {
		buf_add(&f->out, fr.text.data, fr.text.len);	/* fix - */
		f->fixes = fr.fixed;
	} else if (fr.changed && x->print_diff) {
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
 * fix - of input that is not source (--stdin-filename notes.txt): status
 * 2 with the text as it came, so that an editor that replaces its buffer
 * with the output loses nothing and sees the refusal.
 */
void cmd_fix_pass_through(CheckItem *f, const char *data, size_t len)
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
 * A file is fixed once, or the second fix would find it changed since
 * it was read.
 */
bool cmd_fix_seen(CheckRun *r, const char *path)
{
	FixRun *x = &r->fx;
	struct stat st;

	if (stat(path, &st) != 0)
		return false;	/* the read will say why */
	if (2 * (x->nseen + 1) > x->seen_slots) {
		size_t n = x->seen_slots ? 2 * x->seen_slots : 1024;
		FileId *v = xcalloc(n, sizeof(*v));

		for (size_t i = 0; i < x->seen_slots; i++) {
			size_t k = file_id_hash(&x->seen[i]) & (n - 1);

			if (!x->seen[i].used)
				continue;
			while (v[k].used)
				k = (k + 1) & (n - 1);
			v[k] = x->seen[i];
		}
		free(x->seen);
		x->seen = v;
		x->seen_slots = n;
	}
	FileId id = { st.st_dev, st.st_ino, true };
	size_t k = file_id_hash(&id) & (x->seen_slots - 1);

	for (; x->seen[k].used; k = (k + 1) & (x->seen_slots - 1))
		if (x->seen[k].dev == id.dev && x->seen[k].ino == id.ino)
			return true;
	x->seen[k] = id;
	x->nseen++;
	return false;
}

/* REV is taken as a path, and when no such path exists a note says what was meant. */
void cmd_fix_diff_note(int argc, char **argv)
{
	struct stat st;

	for (int i = 0; i + 1 < argc; i++)
		if (!strcmp(argv[i], "--diff") && argv[i + 1][0] != '-' &&
		    stat(argv[i + 1], &st) != 0)
			fprintf(stderr, "uniform fix: --diff takes no revision: '%s' "
				"is a path here (to fix the lines changed since "
				"it: --changed %s)\n", argv[i + 1], argv[i + 1]);
}

/*
 * fix's last line on stderr.  After an error (a file refused, unread),
 * the findings left are those of the files read: never "0 findings
 * left" as though the refused files had none.
 */
static void fix_summary(const CheckRun *r)
{
	fprintf(stderr, "uniform fix: %zu %s in %zu %s; ", r->fx.fixes,
		r->fx.fixes == 1 ? "fix" : "fixes", r->fx.fixed_files,
		r->fx.fixed_files == 1 ? "file" : "files");
	if (!r->errors) {
		fprintf(stderr, "%zu %s left with no safe fix\n", r->fx.left,
			r->fx.left == 1 ? "finding" : "findings");
		return;
	}
	fprintf(stderr, "%d %s (see above)", r->errors,
		r->errors == 1 ? "error" : "errors");
	if (r->fx.left)
		fprintf(stderr, "; %zu %s left with no safe fix in the files read",
			r->fx.left, r->fx.left == 1 ? "finding" : "findings");
	fputc('\n', stderr);
}

int cmd_fix_end(CheckRun *r, bool signoff, bool quiet)
{
	FixRun *x = &r->fx;

	if (x->mail && x->fixes)
		mail_write(stdout, &x->mailbody, r->per_rule, signoff);
	buf_free(&x->mailbody);
	if (!x->to_stdout && !quiet && (r->files || r->errors))
		fix_summary(r);
	free(x->seen);
	if (r->errors)
		return 2;
	if (x->to_stdout)
		return 0;	/* the text was written: an editor takes it */
	if ((x->print_diff || x->mail) && x->fixes)
		return 1;	/* a change was printed: not clean, as --dry-run */
	return x->left || x->pending ? 1 : 0;
}

static int cmd_fix(int argc, char **argv)
{
	return cmd_check_run(argc, argv, true);
}

const Command cli_fix = {
	"fix", cmd_fix, cmd_fix_opts, "[PATH]...",
	"Apply the safe fixes of the rules, verified token by token.",
	"Exit status:\n"
	"  in place: 0 nothing left to report; 1 findings with no safe fix left\n"
	"    (or fixes for a second run); 2 an error\n"
	"  with --diff or --mail: 0 no change to print; 1 a change printed, or\n"
	"    findings with no safe fix left; 2 an error\n"
	"  of standard input (-): 0 the text was written, fixed or as it came;\n"
	"    2 refused\n"
	"  The option --exit-zero turns 1 into 0.\n",
};
