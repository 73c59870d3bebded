/*
 * origin: what the opening of a file says of where it comes from, so
 * that a file copied from another project can be told from the tree's
 * own.
 */
#ifndef UNIFORM_ORIGIN_H
#define UNIFORM_ORIGIN_H

#include <stdbool.h>
#include <stddef.h>

/* How many bytes of a file's opening origin_read reads. */
#define ORIGIN_BYTES 8192

typedef struct FileOrigin {
	/* "This file is part of X": X, folded (origin_fold), or "". */
	char part_of[48];
	/* "Copied from URL" (taken, imported): the words and the URL, or "". */
	char copied[160];
} FileOrigin;

/*
 * Read what the first 60 lines of buf[0 .. len) say: the project the
 * file names itself part of, and a source it says it was copied, taken
 * or imported from when a URL follows (within the same comment, after
 * blanks, a colon or a comment's stars).
 */
void origin_read(const char *buf, size_t len, FileOrigin *o);

/*
 * The words of s (letters and digits, lower case) joined by single
 * spaces, into out[0 .. n): "Libevent-2.1" is "libevent 2 1".
 */
void origin_fold(const char *s, size_t len, char *out, size_t n);

/*
 * Whether the folded names a and b are one project's: equal, or one the
 * first words of the other ("mpv" and "mpv video player").
 */
bool origin_same_project(const char *a, const char *b);

#endif
