/*
 * merge: census results from shards (census --format json) added into one.
 */
#ifndef UNIFORM_MERGE_H
#define UNIFORM_MERGE_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"
#include "census/census.h"

typedef struct Merge {
	char *method;		/* "exact" or "regex", from the first document */
	char *grouping;		/* the first document's, as "by:P\nQ" or "depth:N" */
	Census census;		/* the sum so far */
	size_t docs;		/* documents added */
} Merge;

/*
 * Add one census JSON document of this version of uniform, with the same
 * method and grouping as the ones before; false with "LINE:COL: what is
 * wrong" in err, and nothing added, when it is not one.
 */
bool merge_add(Merge *m, const char *text, size_t len, Buf *err);
/* Put the groups in output order: m->census is then one run's census. */
void merge_finish(Merge *m);
void merge_free(Merge *m);

#endif
