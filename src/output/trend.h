/*
 * trend: the census of many revisions of a git repository, with a blob cache.
 */
#ifndef UNIFORM_TREND_H
#define UNIFORM_TREND_H

#include <stdbool.h>
#include <stdio.h>

#include "base/buf.h"
#include "census/census.h"
#include "input/gitsrc.h"
#include "base/progress.h"
#include "base/table.h"
#include "input/walk.h"

typedef struct TrendRev {
	char *name;		/* as given */
	GitRev rev;		/* its commit and date */
	Census census;		/* counts per group */
} TrendRev;

typedef struct TrendOptions {
	const char *by;		/* --by prefixes, or NULL */
	int depth;		/* --depth, when by is NULL (0: total only) */
	WalkOptions walk;	/* extensions, hidden names */
	int jobs;		/* worker threads (the handles of the GitSrc) */
	bool no_cache;		/* analyse every blob of every revision */
	AspectSet aspects;	/* --aspect: also count these */
	Progress *progress;	/* files done, on a terminal; or NULL */
} TrendOptions;

typedef struct Trend {
	TrendRev *v;		/* one per revision, in the order given */
	size_t n;
	unsigned long long blobs;	/* files met, over all revisions */
	unsigned long long hits;	/* of those, counts from the cache */
	int errors;		/* revisions or blobs that could not be read */
} Trend;

/*
 * The census of each revision in revs, reading blobs through g (opened
 * with o->jobs handles); a blob already analysed for an earlier file is
 * not read again.  Messages go to msgs.  False when a revision could not
 * be resolved (nothing is counted then).
 */
bool trend_run(GitSrc *g, char *const *revs, size_t nrevs,
	       const TrendOptions *o, Trend *out, FILE *msgs);
/*
 * One row per revision and group: a table in tf (then one per aspect
 * counted), or JSON.
 */
void trend_report(Buf *o, const Trend *t, TableFormat tf, bool json);
/* The net share of each group over the revisions, as an SVG line chart. */
void trend_chart(Buf *o, const Trend *t);
void trend_free(Trend *t);

#endif
