/*
 * patch: the new side of the hunks of a unified diff, as sources.
 */
#ifndef UNIFORM_PATCH_H
#define UNIFORM_PATCH_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"

typedef struct PatchHunk {
	char *path;		/* the new file's path, "b/" stripped */
	unsigned first;		/* new-side line number of the text's line 1 */
	Buf text;		/* context and added lines, LEX_PAD zeros after */
	size_t skip;		/* bytes of a comment begun before the hunk */
	unsigned char *added;	/* per text line (1-based): 1 if added */
	unsigned nlines;	/* lines in text */
} PatchHunk;

typedef struct Patch {
	PatchHunk *h;
	size_t n, cap;
} Patch;

/*
 * Read the hunks of a unified diff (plain, git's, or inside a mail).
 * Returns false with a message in err when the diff is malformed, *line
 * the patch's line it is about (0 when about the whole input), and no
 * hunks in out.
 */
bool patch_parse(const char *buf, size_t len, Patch *out, unsigned *line,
		 Buf *err);
void patch_free(Patch *p);

#endif
