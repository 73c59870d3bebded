/*
 * majority: each directory's own comment convention, by counting.
 */
#ifndef UNIFORM_MAJORITY_H
#define UNIFORM_MAJORITY_H

#include "census.h"
#include "settings.h"

/* Below this many customary + net-style comments, ask the parent. */
#define MAJORITY_MIN 20

typedef struct Majority Majority;

Majority *majority_new(void);
/* Count a file's comments (path as printed) for its directory. */
void majority_add(Majority *m, const char *path, const Counts *c);
/*
 * The convention for the comments of the file at path: the one its
 * directory's own files use more, or, when they have fewer than
 * MAJORITY_MIN such comments, the one the nearest ancestor directory
 * (its whole subtree) uses more once it has that many; ST_ANY on a tie.
 * When why is not NULL it says which directory decided, with how many
 * of its customary and net-style comments are of the style decided
 * (why->dir lives as long as m).
 */
CommentStyle majority_style(const Majority *m, const char *path,
			    Convention *why);
void majority_free(Majority *m);

#endif
