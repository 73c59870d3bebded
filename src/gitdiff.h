/*
 * gitdiff: the lines added since a git revision, read through libgit2.
 */
#ifndef UNIFORM_GITDIFF_H
#define UNIFORM_GITDIFF_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"

typedef struct GitChange {
	char *path;		/* as printed: relative to the current directory */
	unsigned *lines;	/* added or changed lines, ascending */
	size_t n, cap;
} GitChange;

typedef struct GitChanges {
	GitChange *v;		/* one per changed file, in path order */
	size_t n, cap;
} GitChanges;

/*
 * The lines of the working tree added or changed since rev (staged or
 * not; untracked files count as wholly added), in the repository that
 * holds the current directory.  False with a message in err.
 */
bool gitdiff_added(const char *rev, GitChanges *out, Buf *err);
/* Whether line is among a change's lines. */
bool gitdiff_has(const GitChange *c, unsigned line);
void gitdiff_free(GitChanges *g);

/*
 * user.name and user.email from git's settings (the repository holding
 * the current directory, then the global ones); false when either is
 * not set.
 */
bool gitdiff_identity(Buf *name, Buf *email);

#endif
