/*
 * walk: the list of files a command works on, in a fixed order.
 */
#ifndef UNIFORM_WALK_H
#define UNIFORM_WALK_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"

typedef struct WalkOptions {
	const char *exts;	/* comma separated, without dots ("c,h") */
	const char *name;	/* instead of exts: files of exactly this name */
	bool follow;		/* follow symlinks (loops are detected) */
	bool hidden;		/* enter names that start with '.' */
	bool git_ignore;	/* skip what git ignores (check and fix) */
	bool shallow;		/* a directory's own files: enter none below it */
} WalkOptions;

/* Where the walk sends what it finds, in walk order. */
typedef struct WalkSink {
	/*
	 * A file: path as printed (the callee owns it); rel is where the
	 * part relative to the operand starts in it.
	 */
	void (*file)(void *ctx, char *path, size_t rel);
	/*
	 * A message line (the callee owns it); error: a path that could
	 * not be read, as opposed to one skipped on purpose.
	 */
	void (*message)(void *ctx, char *msg, bool error);
	void *ctx;
	/*
	 * An .editorconfig among a directory's entries, hidden or not, then
	 * a .git (the top of a project): its path, the caller's, told before
	 * any entry of the directory is taken, so that a command can prepare
	 * for the settings it brings.  May be NULL.
	 */
	void (*config)(void *ctx, const char *path);
	/*
	 * An operand that is no directory and no regular file (a FIFO,
	 * /dev/stdin, a device), or "-" (cli_walk_all): the callee owns
	 * path and reads it as a stream.  NULL: such an operand is skipped
	 * with a message.
	 */
	void (*stream)(void *ctx, char *path);
	/*
	 * A regular file named as an operand, not found in a directory or
	 * a --files-from list (the callee owns path): a command may tell
	 * why it leaves such a file alone.  NULL: it goes to file.
	 */
	void (*named)(void *ctx, char *path);
} WalkSink;

/*
 * The operand as paths under it are printed: without leading "./", and
 * "" for the top ("." or "./"), so that "census ." and "census" print
 * x.c, and "census ./net" net/x.c.
 */
const char *walk_printed(const char *operand);
/*
 * Walk one operand: a directory is walked (entries sorted by name,
 * bytewise), a file is taken whatever its extension, anything else goes
 * to sink->stream when there is one; paths are printed from
 * walk_printed(operand).  With implicit set, the operand is the "."
 * nobody typed.
 */
void walk_operand(const char *operand, bool implicit, const WalkOptions *o,
		  const WalkSink *sink);
/* dir + "/" + name, allocated (no second '/' when dir ends in one). */
char *walk_join(const char *dir, const char *name);
/*
 * Whether git ignores the file at path, in the work tree that holds it
 * (false outside one, and for a file in the index): a file named on the
 * command line is checked all the same, and counted in its directory's
 * practice (check's counting pass).
 */
bool walk_ignored(const char *path);
/* Whether the walk takes a file called name (the last component). */
bool walk_takes(const WalkOptions *o, const char *name);
/*
 * A --files-from list: paths one per line in a file, or on standard
 * input for "-".  The first walk reads it as it goes (the workers start
 * on the first paths) and keeps them; a later walk, or walk_list_load,
 * uses what was kept, because standard input or a pipe can be read only
 * once and a check with the majority convention walks the list twice.
 */
typedef struct PathList {
	const char *name;	/* the list's path, or "-" */
	Buf paths;		/* the paths read, each NUL-terminated */
	int err;		/* errno if it could not be read, or 0 */
	unsigned bad_line;	/* the line that ended it (a NUL, too long), or 0 */
	const char *bad_why;	/* what is wrong with that line */
	bool done;		/* read to its end, or found unreadable */
} PathList;

/* Walk each path of the list in turn, as an operand. */
void walk_list(PathList *l, const WalkOptions *o, const WalkSink *sink);
/* Read the list whole, unless a walk has; false if it cannot be read. */
bool walk_list_load(PathList *l);
void walk_list_free(PathList *l);

#endif
