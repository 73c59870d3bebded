/*
 * init: the conventions a tree practises clearly, directory by
 * directory, as the EditorConfig sections that state them.
 */
#ifndef UNIFORM_INIT_H
#define UNIFORM_INIT_H

#include "base/buf.h"
#include "census/census.h"
#include "input/origin.h"

/* A practice is clear in a subtree with this many places ... */
#define INIT_MIN_PLACES 30
/*
 * ... this share of them (percent) in one variant: the kernel keeps the
 * conventions its guide states in 98.6-99.9% of their places.
 */
#define INIT_MIN_PERCENT 95

/*
 * From c, a census of a tree with one group per directory (its own
 * files; "." for the top), the EditorConfig text that states what the
 * tree practises, into out: a section for the top ("[*.{c,h}]") and one
 * for each directory whose subtree practises clearly otherwise than
 * what is in force from above (its path, then "**.{c,h}"), parents first.  A key
 * is written where the subtree's practice is clear (INIT_MIN_PLACES
 * places, INIT_MIN_PERCENT in one variant that a key can name); where
 * a value written above does not hold and the practice is not clear,
 * the key goes back to majority, so that the practice judges.  No key
 * is set to any, and no rule is turned off: an aspect's rule is turned
 * on (uniform_rules = +NAME) in the sections where its key holds a
 * value, and left as the defaults and the preset have it where it goes
 * back to majority.  Each decision, with
 * its figures, is a line of why.  The comments, line-length and spdx
 * are left to the practice: the comments' is read form by form, a limit
 * is no variant's share, and the licence line's variant depends on the
 * kind of file.
 */
void init_sections(const Census *c, Buf *out, Buf *why);

/* A file of the tree, from its top, and what its opening says. */
typedef struct InitFile {
	char *rel;
	FileOrigin origin;
} InitFile;

/*
 * The files of v[0 .. n) that say they come from another project, each
 * a section "[rel]" with "uniform_vendored = true", into out, and why:
 * a file copied from a URL it names, and one that calls itself part of
 * a project other than the tree's.  The tree's names are top (the
 * folded name of its directory) and the project most of the files that
 * name one name (ten files and two thirds of those at least, and a
 * tenth of all): mpv's files are "part of mpv", its dirent-win.h "part
 * of dirent".
 */
void init_imported(const char *top, const InitFile *v, size_t n, Buf *out,
		   Buf *why);

#endif
