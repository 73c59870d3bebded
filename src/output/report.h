/*
 * report: census counts as tables (text, CSV, Markdown) and JSON.
 */
#ifndef UNIFORM_REPORT_H
#define UNIFORM_REPORT_H

#include <stdbool.h>

#include "base/buf.h"
#include "census/census.h"
#include "base/table.h"

/* Columns report_cells fills: files ... multi-line, net share. */
#define REPORT_NCELLS 10

/* The head of those columns, for a table's first row. */
extern const char *const report_head[REPORT_NCELLS];

/*
 * Fill row[0..REPORT_NCELLS) with c's cells, formatted into cells;
 * numbers with thousands separators when thousands is set.
 */
void report_cells(const Counts *c, bool thousands,
		  char cells[REPORT_NCELLS][32], const char **row);
/* Columns report_aspect_cells fills at most: places ... share. */
#define REPORT_ASPECT_NCELLS (AV_NVARIANT + 3)
/*
 * The head of aspect a's columns into head: places, each variant,
 * practised, share; returns how many.
 */
int report_aspect_head(AspectId a, const char **head);
/*
 * Fill row with c's cells for aspect a, as report_cells does; returns
 * how many.
 */
int report_aspect_cells(const Counts *c, AspectId a, bool thousands,
			char cells[REPORT_ASPECT_NCELLS][32], const char **row);
/* The net share as "60.3%", or "-" when there is none, into buf[32]. */
const char *report_share(char *buf, const Counts *c);
/* The members of a JSON object for c: "files": ..., "net-style-share": ... */
void report_json_counts(Buf *o, const Counts *c);
/*
 * The member "aspects": {...} of c's counts, with a comma before it, for
 * the aspects in set; nothing when set is empty.
 */
void report_json_aspects(Buf *o, const Counts *c, AspectSet set);
/* The grouping of c as a JSON object: {"by": [...]} or {"depth": N}. */
void report_json_grouping(Buf *o, const Census *c);
/* A whole census: a table in tf, or the JSON document when json is set. */
void report_census(Buf *o, const Census *c, TableFormat tf, bool json,
		   const char *method);
/*
 * Places, practised variant and its share of aspect a in c, or of the
 * comments (customary against net-style) for a == AS_NASPECT; false
 * when no variant is practised more than the others.
 */
bool report_practice(const Counts *c, int a, Count *places,
		     const char **variant, double *share);
/* A row of the exceptions: the total, a claim's own row or a group's. */
typedef struct ExceptionRow {
	const char *aspect;	/* its name; "comment" for the comments */
	int a;			/* its AspectId; AS_NASPECT for the comments */
	const char *group;	/* NULL for the total */
	const Counts *c;
	Count places;
	const char *variant;	/* practised ("tie" in a claim's own row) */
	double share;
	const Claim *claim;	/* the claim it is held to, or NULL */
	const char *parent;	/* else the group whose practice it is held to */
	double asked;		/* the claim's variant's share */
	bool own;		/* a claim's own row: its directory, or a kind */
} ExceptionRow;

/*
 * The rows of report_exceptions (below), aspect by aspect, each
 * aspect's total first, then its claims' own rows, then its groups';
 * *n of them, in an array to free.
 */
ExceptionRow *report_exception_rows(const Census *c, const ClaimRow *claims,
				    size_t nclaims, const ClaimScope *scope,
				    Count min, size_t *n);
/*
 * For each aspect of c (the comments first: customary against
 * net-style), the total's practised variant, then the claims beside
 * the practice (claims[0 .. nclaims): what a guide of the tree asks,
 * its source, and the share of it practised, for the whole tree and for
 * each directory a claim names), then each group of at least min_places
 * places that practises another variant than the one it is held to:
 * the claim in force for it (scope says which claims naming directories
 * speak for a group), else its parent group's practice (the
 * longest other group its path lies under, else the total's).  Where a
 * claim holds for one kind of file only (a licence line in .c, a block
 * in .h) the groups, which mix kinds, are not judged.  As a table in tf
 * or a JSON document.
 */
void report_exceptions(Buf *o, const Census *c, const ClaimRow *claims,
		       size_t nclaims, const ClaimScope *scope, TableFormat tf,
		       bool json, Count min_places);
/*
 * census --sort consistency: for each group and the total, how uniform
 * it is: the mean, over the comments' opener and each aspect of c with
 * at least min places in it (each weighted equally; spdx, whose variant
 * the kernel asks by kind of file, left out), of the share of
 * places in its practised variant; beside it the inconsistency index
 * (the places outside the practised variants over all the places of
 * those aspects) and the least kept aspect.  Least consistent first; a
 * group with no aspect of min places last.  As a table in tf, or JSON
 * with each aspect's share and inconsistency.
 */
void report_consistency(Buf *o, const Census *c, TableFormat tf, bool json,
			Count min);
/* The net share of each group and of the total, as an SVG bar chart. */
void report_census_chart(Buf *o, const Census *c);

#endif
