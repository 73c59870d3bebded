/*
 * cli: the commands of the command line, and what they share.
 */
#ifndef UNIFORM_CLI_H
#define UNIFORM_CLI_H

#include <stdbool.h>

#include "base/buf.h"
#include "census/census.h"
#include "config/config.h"
#include "input/gitdiff.h"
#include "input/gitsrc.h"
#include "census/majority.h"
#include "base/opt.h"
#include "input/walk.h"

enum {
	O_HELP = 1, O_BY, O_DEPTH, O_FORMAT, O_LIST, O_METHOD, O_COMPARE,
	O_EXAMPLES, O_EXT, O_FILES_FROM, O_JOBS, O_FOLLOW, O_HIDDEN,
	O_COLOR, O_MAX_FINDINGS, O_STATS, O_RULE, O_NO_RULE, O_SET, O_PRESET,
	O_NO_EDITORCONFIG, O_PATCH, O_GIT, O_REV, O_CHART, O_REVS,
	O_NO_CACHE, O_PRINT_DIFF, O_MAIL, O_VERSION, O_QUIET, O_STAGED,
	O_LIST_RULES,
	O_LIST_KEYS, O_SHOW_SKIPPED, O_SELECT, O_STDIN_FILENAME, O_EXIT_ZERO,
	O_SIGNOFF, O_SHOW_SETTINGS, O_NO_IGNORE, O_CHANGED, O_CACHE_STATS,
	O_OLD_DIFF, O_OLD_STATS, O_ASPECT, O_EXCEPTIONS, O_GROUP, O_SORT,
};

/*
 * The rows check and fix share: settings, then the walk and help; the
 * help rows end every command's table.
 */
#define SETTINGS_OPTS \
	{ O_PRESET, 0, "preset", "NAME", "linux, linux-6.10, majority or none" }, \
	{ O_RULE, 0, "rule", "RULES", "turn rules on: names, globs or all, comma-separated" }, \
	{ O_NO_RULE, 0, "no-rule", "RULES", "turn rules off" }, \
	{ O_SELECT, 0, "select", "RULES", "only these rules, whatever else turns rules on" }, \
	{ O_SET, 0, "set", "KEY=VALUE", "set a settings key, as in .editorconfig" }, \
	{ O_NO_EDITORCONFIG, 0, "no-editorconfig", NULL, "do not read .editorconfig files" },
#define WALK_OPTS \
	{ O_EXT, 0, "ext", "EXT,...", "file extensions to take (default c,h)" }, \
	{ O_FILES_FROM, 0, "files-from", "FILE", "read paths from FILE, one per line (- for stdin)" }, \
	{ O_JOBS, 'j', "jobs", "N", "worker threads (default: online CPUs)" }, \
	{ O_FOLLOW, 'L', "follow", NULL, "follow symlinks (loops are detected)" }, \
	{ O_HIDDEN, 0, "hidden", NULL, "enter files and directories starting with '.'" }, \
	{ O_NO_IGNORE, 0, "no-ignore", NULL, "also take what git ignores (.gitignore) in a work tree" }, \
	{ O_QUIET, 'q', "quiet", NULL, "no progress display on a terminal" }, \
	HELP_OPTS
#define HELP_OPTS \
	{ O_HELP, 'h', "help", NULL, "show this help" }, \
	{ O_VERSION, 'V', "version", NULL, "print the version" },

/* The commands, for dispatch and for both levels of --help. */
typedef struct Command {
	const char *name;
	int (*run)(int argc, char **argv);
	const OptSpec *opts;	/* its options */
	const char *operands;	/* after the options, in the usage line */
	const char *what;	/* one sentence */
	const char *after;	/* printed after the options by --help, or NULL */
} Command;

/* The commands, each defined in its cmd_*.c. */
extern const Command cli_census, cli_check, cli_fix, cli_trend, cli_merge,
	cli_rule, cli_init, cli_lsp;

/* uniform COMMAND --help: the usage line, the sentence, the options; 0. */
int cli_help(const Command *c);
/* --version: "uniform VERSION" on stdout; 0. */
int cli_version(void);
/* A wrong command line: the message and a hint on stderr; 2. */
int cli_usage_error(const char *cmd, const char *msg);
/*
 * A warning on stderr for each --by prefix of c (after census_finish)
 * that no counted file matched: a typo, or the operand written into
 * the prefix as well (census --by crypto/x crypto).
 */
void cli_warn_unmatched(const char *cmd, const Census *c);
/*
 * An old spelling of an option, still taken for one release: a warning
 * on stderr that names the new one; the exit status does not change.
 */
void cli_deprecated(const char *cmd, const char *old, const char *now);
/*
 * --aspect's argument into *set; false, after the usage error of cmd,
 * when it names no aspect.
 */
bool cli_aspects(const char *cmd, const char *arg, AspectSet *set);
/*
 * Whether --ext's argument names extensions; false, after the usage
 * error of cmd, when it names none ("", ",") or one with its dot (".c").
 */
bool cli_exts(const char *cmd, const char *arg);
/* A whole decimal number from min to max into *out; false if s is not. */
bool cli_count(const char *s, long min, long max, long *out);
/*
 * --git REPO, --rev REV: the repository and the revision's tree, or NULL
 * when neither was given; NULL and *failed, with a message, on an error.
 */
GitSrc *cli_open_revision(const char *cmd, const char *repo, const char *rev,
			  long jobs, GitRev *out, bool *failed);
/*
 * Walk --files-from, then the operands, or "." when there are none; "-"
 * is standard input when the sink takes streams.
 */
void cli_walk_all(const WalkOptions *o, PathList *files_from,
		  const OptState *s, const WalkSink *sink);
/*
 * The whole of a file, or of stdin for "-", up to SOURCE_MAX bytes;
 * false with a message when it cannot be read, is larger, or does not
 * fit in memory.
 */
bool cli_slurp(const char *path, Buf *out);
/*
 * "uniform: PATH: out of memory; CONSEQUENCE" on stderr: a file whose
 * work was given up when memory ran out (see buf.h).
 */
void cli_out_of_memory(const char *path, const char *consequence);
/* --chart FILE: the census's shares as a bar chart; false on an error. */
bool cli_census_chart(const Census *c, const char *path);

/*
 * The first pass of the majority convention: a silent census of the
 * same files, counted per directory: those of the walk, of rev's tree
 * with git, or with git and staged the blobs staged lists (check
 * --staged counts the index).  The files that config has check leave
 * alone (generated, vendored) do not count.  stdin_name, when not NULL,
 * is the operand that stands for standard input: a file that need not
 * exist, counted with the files of its directory.
 */
/*
 * The census of path for uniform init: the comments and every aspect,
 * one group per directory (its own files, named from path; "." for
 * path's own), the files check leaves alone (config's settings) left
 * out.  False when a file could not be read.
 */
bool cli_census_dirs(const char *path, const Config *config,
		     const WalkOptions *o, long jobs, bool quiet, Census *out);
Majority *cli_census_majority(const WalkOptions *o, PathList *files_from,
			      const OptState *s, GitSrc *git,
			      const GitRev *rev, const GitChanges *staged,
			      const Config *config, long jobs, bool quiet,
			      const char *stdin_name);
/*
 * Whether the settings file at path mentions the majority convention
 * or long-identifier: both need the counting pass (ec_majority.c).
 */
bool cli_mentions_majority(const char *path);
/*
 * Whether an .editorconfig that can apply to the files asks for the
 * majority convention, in which case the counting pass must run first:
 * one in the directories above the nops operands ops (then the paths of
 * list, relative to cwd), and unless above_only, one in them.
 */
bool cli_editorconfig_majority(char *const *ops, int nops, PathList *list,
			       const char *cwd, bool above_only);

#endif
