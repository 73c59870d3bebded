/*
 * regex: the article's method, regular expressions on raw lines.
 */
#ifndef UNIFORM_REGEX_H
#define UNIFORM_REGEX_H

#include <stdbool.h>
#include <stddef.h>

#include "census/census.h"

typedef struct RegexMethod RegexMethod;

typedef struct RegexHit {
	size_t off;		/* offset of the matched "/" "*" or "//" */
	unsigned char cls;	/* CommentClass the regexes give it */
	bool trailing;		/* more than blanks before it on its line */
} RegexHit;

typedef struct RegexHits {
	RegexHit *v;		/* in order of offset */
	size_t n, cap;
} RegexHits;

/* Compile the patterns; NULL with a message in err on failure. */
RegexMethod *regex_new(char *err, size_t errlen);
void regex_free(RegexMethod *m);

/*
 * Count buf the article's way into *out (files = 1, no banners): one
 * comment per matching line; record every hit in hits when it is not
 * NULL.
 */
void regex_scan(const RegexMethod *m, const char *buf, size_t len,
		Counts *out, RegexHits *hits);
/* Free the vector of a RegexHits (passed as void * for mem_hold). */
void regex_hits_free(void *hits);
/*
 * regex_scan, and append each hit to list as a census --list line
 * (census_list_line), the line and column counted in LF lines and bytes.
 */
void regex_list(const RegexMethod *m, const char *buf, size_t len,
		const char *path, bool json, Counts *out, Buf *list);

#endif
