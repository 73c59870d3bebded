/*
 * census: count comments by class, and the places of the aspects by
 * variant, per file and per group of files.
 */
#ifndef UNIFORM_CENSUS_H
#define UNIFORM_CENSUS_H

#include <limits.h>
#include <stdbool.h>

#include "aspects/aspect.h"
#include "base/buf.h"
#include "config/claims.h"
#include "syntax/comment.h"

typedef unsigned long long Count;
#define COUNT_MAX ULLONG_MAX

typedef struct Counts {
	Count files;		/* files counted */
	Count cls[CM_NCLASS];	/* comments per class, ORDER CLASS */
	Count trailing;		/* comments with code before them */
	Count asp[AV_NVARIANT];	/* places per aspect variant */
} Counts;

void counts_add(Counts *to, const Counts *from);
Count counts_comments(const Counts *c);
Count counts_multi(const Counts *c);
/*
 * Whether the classes add up without wrapping around, so that
 * counts_comments and counts_multi are the true sums (counts read back
 * from a file can be anything).
 */
bool counts_fit(const Counts *c);
/*
 * counts_add, unless a count, or the sum of the classes, would wrap
 * around: then false, and *to is left as it was.
 */
bool counts_add_checked(Counts *to, const Counts *from);
/* net-style / (customary + net-style); false when that is 0 / 0. */
bool counts_net_share(const Counts *c, double *share);
/* The places of aspect a: the sum of its variants. */
Count counts_places(const Counts *c, AspectId a);
/*
 * The practised variant of aspect a, the one with the most places, and
 * its share of the places (0 when there is none); false when no variant
 * has more places than every other (none, or a tie: *v is then the
 * first of the tied).
 */
bool counts_practised(const Counts *c, AspectId a, AspectVariant *v,
		      double *share);

/*
 * One line of census --list: "path:line:col: class[ trailing]", or with
 * json one JSON object with the same members on a line of its own, for
 * the comment at byte off of buf, byte column col of its line.  The
 * column printed counts Unicode code points, as check's formats do.
 */
void census_list_line(Buf *out, const char *path, const char *buf,
		      size_t off, unsigned line, unsigned col, CommentClass k,
		      bool trailing, bool json);

/*
 * The lexer hooks that count one file's comments into *out.  When list is
 * set, they append census_list_line lines; warnings about unterminated
 * constructs go to diag as "path:line:col: warning:".
 */
typedef struct CensusFile {
	const char *path;	/* as printed */
	Counts *counts;		/* where to count */
	Buf *list;		/* --list lines, or NULL */
	bool json;		/* ... as JSON objects */
	Buf *diag;		/* warnings */
	LexHooks hooks;		/* for lex_comments or lex_stream */
} CensusFile;

/* Set up f, and *out for one file (files = 1); f->json is false. */
void census_file(CensusFile *f, const char *path, Counts *out, Buf *list,
		 Buf *diag);
/* Count the comments of a whole buffer (list lines as JSON with json). */
void census_scan(const char *buf, size_t len, const char *path,
		 Counts *out, Buf *list, bool json, Buf *diag);
/*
 * What census_scan_aspects keeps from file to file, one per thread: the
 * arrays of a large file are costly to get from the system afresh.
 */
typedef struct CensusScratch {
	FileComments fc;	/* the file's comments */
	Tokens t;		/* its tokens */
	AspectBlocks blocks;	/* the braces that open blocks */
} CensusScratch;

void census_scratch_free(CensusScratch *x);

/*
 * census_scan, and the places of the aspects in set; the list, when
 * asked for, holds the places of the aspects (census_aspect_line), not
 * the comments.  The comments are collected into x->fc on the way when
 * set is not empty, or when comments asks for them; else this is
 * census_scan.
 */
void census_scan_aspects(const char *buf, size_t len, const char *path,
			 AspectSet set, bool comments, Counts *out, Buf *list,
			 bool json, Buf *diag, CensusScratch *x);
/*
 * One line of census --aspect --list: "path:line:col: aspect variant",
 * then " (detail)" when there is one, or with json a JSON object on a
 * line of its own.
 */
void census_aspect_line(Buf *out, const char *path, unsigned line,
			unsigned col, AspectVariant v, const char *detail,
			bool json);

typedef struct CensusGroup {
	char *name;		/* prefix or directory, "." for the top */
	Counts counts;		/* sums over the group's files */
} CensusGroup;

typedef struct Census {
	char **prefixes;	/* --by prefixes, or NULL */
	size_t nprefixes;
	int depth;		/* --depth, when prefixes is NULL */
	const char *group;	/* --group: what names the groups, or NULL */
	CensusGroup *groups;	/* rows, in output order after census_finish */
	size_t ngroups, cap;
	size_t *slots;		/* hash of group names (depth mode) */
	size_t nslots;
	Counts total;		/* every file, whatever its groups */
	AspectSet aspects;	/* the aspects counted, for the reports */
} Census;

/*
 * A claim beside the practice, for census --exceptions: the counts of the
 * directory it names (from the top of the tree), or of the whole tree's
 * files it speaks for (of its kind, when it names one).
 */
typedef struct ClaimRow {
	const Claim *claim;
	const char *dir;	/* NULL: the whole tree */
	Counts counts;
} ClaimRow;

/*
 * Whether the claim of row k speaks for the group called group; NULL
 * for the plain reading: the group's path lies under k's directory.
 */
typedef struct ClaimScope {
	bool (*covers)(void *ctx, const ClaimRow *k, const char *group);
	void *ctx;
} ClaimScope;

/* Group by path prefixes, given comma separated; NULL for by depth. */
void census_init(Census *c, const char *by, int depth);
/* Add one file's counts; rel is its path relative to its operand. */
void census_add(Census *c, const char *rel, const Counts *counts);
/*
 * Add one file's counts to the group called group (made when it is
 * new), whatever the grouping by path: --group maintainers.
 */
void census_add_group(Census *c, const char *group, const Counts *counts);
/*
 * The counts of the group called name, for a merge of results to add to
 * (made in depth mode when there is none); NULL when there is no such
 * group (not one of the --by prefixes, or no grouping at all).
 */
Counts *census_group(Census *c, const char *name);
/* Put the groups in output order (given order, or by name for depth). */
void census_finish(Census *c);
void census_free(Census *c);

#endif
