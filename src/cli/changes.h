/*
 * changes: the files and lines of --changed, --staged and --patch.
 */
#ifndef UNIFORM_CHANGES_H
#define UNIFORM_CHANGES_H

#include <stdbool.h>

#include "base/opt.h"
#include "input/gitdiff.h"
#include "input/gitsrc.h"
#include "input/patch.h"
#include "input/walk.h"

/*
 * The hunks of the patch in file ("-": stdin); false, with a message
 * saying that nothing was done (cmd: "check" or "fix"), when it cannot
 * be read or parsed.
 */
bool changes_read_patch(const char *file, const char *cmd, Patch *p);
/*
 * fix --patch: the lines each file of the patch p adds, as the changes
 * of --changed, into g, at the paths of the files from here.
 */
void changes_of_patch(const Patch *p, GitChanges *g);
/*
 * Whether path lies under an operand of s, or, with holds, an operand
 * under path; relative paths are from cwd.
 */
bool changes_near_operand(const OptState *s, const char *cwd,
			  const char *path, bool holds);
/* Whether a --changed run takes the changed file at path. */
bool changes_take(const WalkOptions *w, const OptState *s, const char *cwd,
		  const char *path);
/* Say what a --changed or --staged run could not read, under the operands. */
void changes_tell_skipped(const OptState *s, const char *cwd,
			  const GitChanges *g);
/*
 * The files of a --changed or --staged run, as a list: the changed files
 * of g that the extensions and the operands take.
 */
void changes_paths(const WalkOptions *w, const OptState *s, const char *cwd,
		   const GitChanges *g, PathList *out);
/*
 * check --staged with the majority convention: the files of the index
 * the walk would take, to be counted instead of the working tree's; false
 * with a message.
 */
bool changes_staged_files(const WalkOptions *w, const OptState *s,
			  const char *cwd, GitChanges *out);
/* check --staged: the repository, to read the blobs of the index; NULL with a message. */
GitSrc *changes_open_staged(GitChanges *g, long jobs);

#endif
