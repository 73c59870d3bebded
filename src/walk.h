/*
 * walk: the list of files a command works on, in a fixed order.
 */
#ifndef UNIFORM_WALK_H
#define UNIFORM_WALK_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"

typedef struct WalkFile {
	char *path;		/* as printed: operand joined with the walk */
	const char *rel;	/* inside path: relative to its operand */
} WalkFile;

typedef struct WalkOptions {
	const char *exts;	/* comma separated, without dots ("c,h") */
	bool follow;		/* follow symlinks (loops are detected) */
	bool hidden;		/* enter names that start with '.' */
} WalkOptions;

typedef struct Walk {
	WalkFile *files;	/* in walk order */
	size_t nfiles, cap;
	int errors;		/* paths that could not be read */
} Walk;

/*
 * Add the files under one operand: a directory is walked (entries sorted
 * by name, bytewise), a file is taken whatever its extension.  Messages
 * about paths skipped or unreadable are written to msg.  With implicit
 * set, paths are printed without the operand (the "." nobody typed).
 */
void walk_operand(Walk *w, const char *operand, bool implicit,
		  const WalkOptions *o, Buf *msg);
/* Add the paths listed one per line in a file, or stdin for "-". */
int walk_files_from(Walk *w, const char *list, const WalkOptions *o, Buf *msg);
void walk_free(Walk *w);

#endif
