/*
 * compare: where the article's regexes and the exact lexer disagree.
 */
#ifndef UNIFORM_COMPARE_H
#define UNIFORM_COMPARE_H

#include "census/census.h"
#include "census/regex.h"

/*
 * Count buf both ways into *exact and *regex, and append up to
 * max_examples disagreements to examples, one per line as
 * "path:line:col: exact CLASS, regex CLASS: reason"; *nexamples gets
 * how many were appended.
 */
void compare_scan(const RegexMethod *m, const char *buf, size_t len,
		  const char *path, size_t max_examples, Counts *exact,
		  Counts *regex, Buf *examples, size_t *nexamples, Buf *diag);

#endif
