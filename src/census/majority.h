/*
 * majority: each directory's own practice, by counting.
 */
#ifndef UNIFORM_MAJORITY_H
#define UNIFORM_MAJORITY_H

#include <stdint.h>

#include "census/census.h"
#include "config/convention.h"
#include "syntax/names.h"
#include "config/settings.h"

/* Below this many customary + net-style comments, ask the parent. */
#define MAJORITY_MIN 20
/* A name is unusually long above this percentile of its directory's ... */
#define USUAL_PERCENT 99
/* ... when there are at least this many names to say it, or above. */
#define USUAL_MIN 100

/*
 * The forms of the multi-line comments the comment rules look at, two
 * of each part (CommentPart): [0] the form the kernel asks for, [1] the
 * other.  Each kind counts apart: comments right above a function (a
 * header block) are often written one way where the others another,
 * and a comment that opens with text is often closed after text and
 * written without stars where one that opens alone is not (KIND_NET,
 * for the closer and the stars alone).
 */
enum { KIND_OTHER, KIND_HEADER, KIND_NET, CF_KINDS };
enum { CF_N = CF_KINDS * CP_NPART * 2 };
/* The index of part p's form (0 or 1) for kind. */
static inline int comment_form(int kind, CommentPart p, int form)
{
	return (kind * CP_NPART + (int)p) * 2 + form;
}

typedef struct Majority Majority;

/*
 * Paths are as printed, relative to cwd (or absolute); directories are
 * kept absolute, so that every way of naming a file counts it once.
 */
Majority *majority_new(const char *cwd);
/*
 * Count a file's comments (path as printed) for its directory, and the
 * forms of its comments (NULL: not counted).  bound: how many
 * directories above the file's is the top of its project (0: its own);
 * no practice is looked for above it.  UINT_MAX: none known.
 */
void majority_add(Majority *m, const char *path, const Counts *c,
		  const Count form[CF_N], unsigned bound);
/*
 * Counting goes in rounds: a file whose directory an earlier round
 * counted is not counted again (majority_counted); majority_round
 * starts the next.
 */
void majority_round(Majority *m);
bool majority_counted(const Majority *m, const char *path);
/* Mark the directory dir (as printed) as the top of its project. */
void majority_bound(Majority *m, const char *dir);
/* What a run asks of the practice: where it must be decided. */
typedef struct MajorityNeed {
	bool comments;		/* the comments' conventions */
	AspectSet aspects;	/* the variants of these aspects */
	bool names;		/* the usual length of names */
	bool joins;		/* bitwise-logical's habit */
} MajorityNeed;

/*
 * Whether the directory dir (as printed) decides each thing need asks
 * by itself: by its own files (own), else by its subtree.  *bound: it
 * is the top of its project; *any: something was counted there (a
 * directory with nothing counted decides nothing).
 */
bool majority_enough(const Majority *m, const char *dir, bool own,
		     const MajorityNeed *need, bool *bound, bool *any);
/*
 * The convention for the comments of the file at path: the one its
 * directory's own files use more, or, when they have fewer than
 * MAJORITY_MIN such comments, the one the nearest ancestor directory
 * (its whole subtree) uses more once it has that many, never above the
 * top of the file's project; else the count of that top (or of the file's
 * directory, its own top) decides.  ST_ANY on a tie.  When why is not
 * NULL it says which directory decided, with how many of its
 * customary and net-style comments are of the style decided (why->dir
 * lives as long as m).
 */
CommentStyle majority_style(const Majority *m, const char *path,
			    Convention *why);
/*
 * The same for part p of the comments of kind, into *why: its form 0
 * when the kernel's form is practised, 1 the other, -1 neither (a tie,
 * or nothing counted), and what decided it: the first level (as
 * majority_style's) where the kind, or all the comments, say enough; by
 * the kind's counts when it has MAJORITY_MIN there, else by all of them
 * (why->kind is then -1).
 */
void majority_form(const Majority *m, const char *path, int kind,
		   CommentPart p, FormPractice *why);
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
 * of the nearest ancestor that has, up to the project's top; -1 when
 * none has, or on a tie.  What decided it goes into *why (why->dir lives
 * as long as m).
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
/*
 * Count the joins of truth values with '&' or '|' of a file (path as
 * printed), joins of them, as bitwise-logical counts them; practised:
 * so many that they are the file's own practice (bitwise_practised).
 */
void majority_add_joins(Majority *m, const char *path, unsigned joins,
			bool practised);
/*
 * Whether the joins of the file at path are a habit, not slips, so that
 * bitwise-logical reports none: its directory has HABIT_FILES files or
 * more of its own that practise them; or, deciding as the comments'
 * convention does (its directory's own files when they have
 * MAJORITY_MIN joins, else the nearest ancestor's subtree that has, up
 * to the project's top, else that top), HABIT_SHARE of the joins there
 * stand in files that practise them.
 */
#define HABIT_FILES 2
bool majority_bitwise_habit(const Majority *m, const char *path);
void majority_free(Majority *m);

#endif
