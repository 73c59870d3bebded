/*
 * regex: the article's method, regular expressions on raw lines.
 */
#ifndef UNIFORM_REGEX_H
#define UNIFORM_REGEX_H

#include <stddef.h>

#include "census.h"

typedef struct RegexMethod RegexMethod;

typedef struct RegexHit {
	size_t off;		/* offset of the matched "/" "*" or "//" */
	unsigned char cls;	/* CommentClass the regexes give it */
} RegexHit;

typedef struct RegexHits {
	RegexHit *v;		/* in order of offset */
	size_t n, cap;
} RegexHits;

/* Compile the patterns; NULL with a message in err on failure. */
RegexMethod *regex_new(char *err, size_t errlen);
void regex_free(RegexMethod *m);

/*
 * Count buf the article's way into *out (files = 1; no trailing marks,
 * no banners); record every hit in hits when it is not NULL.
 */
void regex_scan(const RegexMethod *m, const char *buf, size_t len,
		Counts *out, RegexHits *hits);

#endif
