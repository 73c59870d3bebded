/*
 * majority: each directory's own comment convention, by counting.
 */
#ifndef UNIFORM_MAJORITY_H
#define UNIFORM_MAJORITY_H

#include <stdint.h>

#include "census.h"
#include "names.h"
#include "settings.h"

/* Below this many customary + net-style comments, ask the parent. */
#define MAJORITY_MIN 20
/* A name is unusually long above this percentile of its directory's ... */
#define USUAL_PERCENT 99
/* ... when there are at least this many names to say it, or above. */
#define USUAL_MIN 100

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
/*
 * The order of declarations practised in the directory of the file at
 * path (uniform_decl_order = majority): reverse-xmas when more of its
 * blocks' declarations are longest first than not, else any; decided as
 * majority_style does, by the directory's own files when they have
 * MAJORITY_MIN such blocks, else by the nearest ancestor's subtree that
 * has (any when none has).  What decided it goes into s's decl_dir,
 * decl_count and decl_of.
 */
DeclOrder majority_decl_order(const Majority *m, const char *path,
			      Settings *s);
/* Count the lengths of a file's declared names (names_count). */
void majority_add_names(Majority *m, const char *path,
			const uint32_t hist[NAMES_BINS]);
/*
 * The length USUAL_PERCENT percent of the names declared in the
 * directory of the file at path do not pass: of its own files when they
 * declare USUAL_MIN names or more, else of the subtree of the nearest
 * ancestor that does, named in *dir (which lives as long as m); 0 when
 * none has that many.
 */
unsigned majority_usual_length(const Majority *m, const char *path,
			       const char **dir);
void majority_free(Majority *m);

#endif
