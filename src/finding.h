/*
 * finding: what the rules report, and the suppressions that silence it.
 */
#ifndef UNIFORM_FINDING_H
#define UNIFORM_FINDING_H

#include <stdbool.h>
#include <stddef.h>

#include "comment.h"
#include "settings.h"

/* A replacement of bytes [off, off + len) by text, for "uniform fix". */
typedef struct FixEdit {
	size_t off, len;
	const char *text;	/* static, or owned by its finding */
} FixEdit;

typedef struct Finding {
	size_t off;			/* byte offset where it starts */
	unsigned line, col;		/* where it starts, 1-based */
	unsigned end_line, end_col;	/* where it ends (inclusive column) */
	Rule rule;
	bool owned;			/* message was allocated */
	char *message;			/* the text */
	unsigned char nedits;		/* the safe fix: 0 when there is none */
	FixEdit edit[2];
	bool edit_owned;		/* the edits' texts were allocated */
} Finding;

typedef struct Findings {
	Finding *v;
	size_t n, cap;
} Findings;

void findings_add(Findings *f, Rule rule, size_t off, unsigned line,
		  unsigned col, unsigned end_line, unsigned end_col,
		  const char *fmt, ...)
	__attribute__((format(printf, 8, 9)));
/* Give the finding just added a fix of one more edit (two at most). */
void findings_edit(Findings *f, size_t off, size_t len, const char *text);
/* The same with an allocated text, which the finding then owns (one edit). */
void findings_edit_owned(Findings *f, size_t off, size_t len, char *text);
/* Sort by position, then rule. */
void findings_sort(Findings *f);
/* Drop the findings from index n on. */
void findings_truncate(Findings *f, size_t n);
void findings_free(Findings *f);

/*
 * Drop the findings that the file's comments suppress:
 *   NOLINT, NOLINT(rule,...)            on the line of the word
 *   NOLINTNEXTLINE, NOLINTNEXTLINE(...) on the line after it
 *   uniform-disable: rule,...           from its line ...
 *   uniform-enable: rule,...            ... to this one
 * A list naming no uniform rule (e.g. only clang-tidy checks) applies
 * to none of ours; no list applies to all.
 */
void findings_suppress(Findings *f, const char *buf, size_t len,
		       const FileComment *comments, size_t n);

#endif
