/*
 * gitdiff: the lines added since a git revision, read through libgit2.
 */
#ifndef UNIFORM_GITDIFF_H
#define UNIFORM_GITDIFF_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"
#include "input/gitsrc.h"

typedef struct GitChange {
	char *path;		/* as printed: relative to the current directory */
	unsigned *lines;	/* added or changed lines, ascending */
	size_t n, cap;
	GitBlobId blob;		/* staged: the file's blob in the index */
} GitChange;

/* A part of the change that was not read: a submodule, say. */
typedef struct GitSkip {
	char *path;		/* as printed */
	char *why;		/* what it is, and what was not done */
} GitSkip;

typedef struct GitChanges {
	GitChange *v;		/* one per changed file, in path order */
	size_t n, cap;
	GitSkip *skip;		/* in the order found */
	size_t nskip;
	char *gitdir;		/* the repository, for gitsrc_open */
} GitChanges;

/*
 * The lines added or changed since rev, in the repository that holds
 * the current directory (or that GIT_DIR names; GIT_INDEX_FILE names
 * the index, as in a git hook).  Those of the working tree (staged or
 * not; untracked files count as wholly added; checked-out submodules
 * too, since the commit rev records for each), or with staged set those
 * of the index: what "git commit" would record, each file with its blob.
 * What cannot be read so is listed in skip: a submodule not checked out,
 * a submodule staged, a repository of its own in the working tree.
 * When rev is HEAD on a branch with no commit yet, every line is new.
 * False with a message in err.
 */
bool gitdiff_added(const char *rev, bool staged, GitChanges *out, Buf *err);
/*
 * Every file of the index of that repository (GIT_DIR and GIT_INDEX_FILE
 * honoured, as above), one change each with no lines, its blob and its
 * path as printed, sorted by path: what the majority convention counts
 * for --staged.  Links, submodules and unmerged entries are left out.
 * False with a message in err.
 */
bool gitdiff_index(GitChanges *out, Buf *err);
/* Whether line is among a change's lines. */
bool gitdiff_has(const GitChange *c, unsigned line);
void gitdiff_free(GitChanges *g);

/*
 * Where the current directory is in the work tree of the repository
 * holding it: *root becomes the top of the work tree (a real path ending
 * in '/', to be freed) and prefix the current directory below it, each
 * component followed by '/' ("" at the top).  False outside a
 * repository with a work tree.
 */
bool gitdiff_workdir(char **root, Buf *prefix);

/*
 * user.name and user.email from git's settings (the repository holding
 * the current directory, then the global ones); false when either is
 * not set.
 */
bool gitdiff_identity(Buf *name, Buf *email);

#endif
