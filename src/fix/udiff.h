/*
 * udiff: a unified diff of two texts, git style, that git apply takes.
 */
#ifndef UNIFORM_UDIFF_H
#define UNIFORM_UDIFF_H

#include <stddef.h>

#include "base/buf.h"

/*
 * A unified diff of old against new for path ("diff --git a/PATH b/PATH",
 * three lines of context, a shortest edit script of lines), that git
 * apply and patch -p1 take; appended to out.  Nothing when they are equal.
 * PATH is path made relative to the top of the git work tree around the
 * current directory, or else to the current directory ("../x.c" from a
 * subdirectory of a work tree becomes "x.c"'s path from its top).
 */
void udiff(const char *path, const char *old, size_t oldlen, const char *new,
	   size_t newlen, Buf *out);

#endif
