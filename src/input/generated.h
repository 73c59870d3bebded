/*
 * generated: whether a file says, in its opening comments, that a tool
 * wrote it.
 */
#ifndef UNIFORM_GENERATED_H
#define UNIFORM_GENERATED_H

#include <stdbool.h>
#include <stddef.h>

/* Comments that begin after this line are not read. */
#define GENERATED_LINES 50

/*
 * Whether buf[0 .. len) is a generated file by what its opening says
 * (generated.c lists the phrases and where they count); when it is,
 * *line is the line of the comment that says so.
 */
bool generated_file(const char *buf, size_t len, unsigned *line);

/* Lines beyond this one are not read for an import marker. */
#define IMPORTED_LINES 100
/*
 * Whether buf[0 .. len) says in its first IMPORTED_LINES lines that it
 * is copied from another project ("OPENBSD ORIGINAL:"); *line: where.
 */
bool imported_file(const char *buf, size_t len, unsigned *line);
/*
 * Whether a comment that begins in the first IMPORTED_LINES lines of
 * buf[0 .. len) asks that the code be kept as it is ("the code should
 * remain as-is"); *line: where.
 */
bool as_is_file(const char *buf, size_t len, unsigned *line);

#endif
