/*
 * check_run: the run that check and fix share, its files and its state;
 * cmd_check.c runs it, cmd_fix.c fixes each file.
 */
#ifndef UNIFORM_CHECK_RUN_H
#define UNIFORM_CHECK_RUN_H

#include <stdbool.h>
#include <sys/types.h>

#include "base/buf.h"
#include "base/opt.h"
#include "base/pool.h"
#include "base/progress.h"
#include "census/majority.h"
#include "config/settings.h"
#include "input/gitdiff.h"
#include "input/gitsrc.h"
#include "input/source.h"
#include "input/walk.h"
#include "output/format.h"
#include "rules/check.h"
#include "rules/policy.h"

/* One file of the walk, or one message of the walk in its place. */
typedef struct CheckItem {
	char *path;		/* as printed; NULL for a message */
	char *msg;		/* the walk's message, for stderr */
	bool msg_error;		/* the message is about an unreadable path */
	const GitChange *change;	/* --changed: the lines to report on */
	GitBlobId blob;		/* --git: the file's blob */
	size_t per_rule[R_NRULES];	/* findings, shown or not */
	size_t fixable[R_NRULES];	/* ... of them with a safe fix */
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

/* What fix keeps over a run. */
typedef struct FixRun {
	bool print_diff;	/* fix --diff */
	bool staged;		/* --staged: the index's text, to be fixed */
	bool mail;		/* fix --mail: diffs gathered in mailbody */
	bool inject;		/* a wrong edit, for the guard's tests */
	bool to_stdout;		/* fix -: the fixed text goes to stdout */
	Buf mailbody;
	FileId *seen;		/* the files met so far, a hash set */
	size_t nseen, seen_slots;
	size_t fixes, fixed_files, left, pending;	/* totals */
} FixRun;

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
	bool fix;		/* uniform fix ... */
	FixRun fx;		/* ... and what it keeps */
	size_t per_rule[R_NRULES];	/* findings in all files */
	size_t fixable[R_NRULES];	/* ... of them with a safe fix */
	size_t files;		/* files the run met, checked or left alone */
	size_t files_with;	/* ... with a finding */
	size_t skipped[SKIP_AS_IS + 1];	/* files left alone, by why */
	bool show_skipped;	/* --show-skipped */
	Progress *progress;	/* on a terminal, or NULL */
	const struct CheckArgs *args;	/* for check_config's counting pass */
	const OptState *opts;
	const char *stdin_name;	/* the path of "-", when it is an operand */
	bool stdin_named;	/* ... given by --stdin-filename */
	const WalkOptions *walk;	/* --ext: which named files are C */
	/*
	 * The operands' settings need no counts (a Linux tree's preset), so
	 * the counting pass waits for a project the walk meets whose do.
	 */
	bool count_later;
	int errors;
} CheckRun;

/*
 * uniform check, and uniform fix (fix): the same walk, settings and
 * suppressions; fix applies the safe fixes instead of reporting.
 */
int cmd_check_run(int argc, char **argv, bool fix);

/* fix's options (cmd_fix.c). */
extern const OptSpec cmd_fix_opts[];
/*
 * uniform fix on the file of f, read into s, with the policy p: fixed in
 * place, or shown as a diff; with a change (--changed, --staged,
 * --patch), on its lines only.
 */
void cmd_fix_file(CheckRun *r, CheckItem *f, const Source *s,
		  const FilePolicy *p);
/*
 * fix - of input that is not source (a NUL byte, or a name --ext does
 * not take): the text as it came, data[0 .. len) and the rest of
 * standard input, into f's output, and an error.
 */
void cmd_fix_pass_through(CheckItem *f, const char *data, size_t len);
/*
 * Whether fix met the file at path before in this run, under this name or
 * another (the same operand twice, a symlink and its target).
 */
bool cmd_fix_seen(CheckRun *r, const char *path);
/* fix --diff REV, as check's old --diff REV was written: a note on stderr. */
void cmd_fix_diff_note(int argc, char **argv);
/*
 * The end of a fix run: the mail of --mail (signed off with signoff),
 * the summary on stderr (not when quiet); the exit status: 2 after an
 * error; for fix -, 0 (the text was written); for --diff and --mail, 1
 * when they printed a change; else 1 when findings are left with no safe
 * fix, 0 when none.
 */
int cmd_fix_end(CheckRun *r, bool signoff, bool quiet);

#endif
