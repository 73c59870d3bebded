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
/* What decided an aspect's practice: count of the of places in dir. */
typedef struct AspectPractice {
	const char *dir;	/* NULL: nothing decided */
	unsigned long long count, of;
} AspectPractice;

/*
 * The variant of aspect a practised in the directory of the file at
 * path (a key set to majority): the one with more places than any other
 * there, decided as majority_style does, by the directory's own files
 * when they have MAJORITY_MIN places of the aspect, else by the subtree
 * of the nearest ancestor that has; -1 when none has, or on a tie.  What
 * decided it goes into *why (why->dir lives as long as m).
 */
int majority_variant(const Majority *m, const char *path, AspectId a,
		     AspectPractice *why);
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
