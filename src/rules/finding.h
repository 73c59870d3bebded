/*
 * finding: what the rules report, and the suppressions that silence it.
 */
#ifndef UNIFORM_FINDING_H
#define UNIFORM_FINDING_H

#include <stdbool.h>
#include <stddef.h>

#include "syntax/comment.h"
#include "config/settings.h"

/* A replacement of bytes [off, off + len) by text, for "uniform fix". */
typedef struct FixEdit {
	size_t off, len;
	const char *text;	/* static, or in the findings' arena */
	bool lines;		/* text is [off, off + len)'s lines reordered */
} FixEdit;

typedef struct Finding {
	size_t off;			/* byte offset where it starts */
	unsigned line, col;		/* where it starts, 1-based */
	unsigned end_line, end_col;	/* where it ends (inclusive column) */
	Rule rule;
	char *message;			/* the text */
	unsigned char nedits;		/* the safe fix: 0 when there is none */
	FixEdit edit[2];
} Finding;

/* Messages are kept in chunks of a per-file arena, freed together. */
typedef struct FindingChunk FindingChunk;

typedef struct Findings {
	Finding *v;
	size_t n, cap;
	FindingChunk *chunks;	/* the arena of messages, newest first */
	size_t left;		/* free bytes in the newest chunk */
} Findings;

void findings_add(Findings *f, Rule rule, size_t off, unsigned line,
		  unsigned col, unsigned end_line, unsigned end_col,
		  const char *fmt, ...)
	__attribute__((format(printf, 8, 9)));
/* The same with the message msg[0 .. n), copied. */
void findings_add_text(Findings *f, Rule rule, size_t off, unsigned line,
		       unsigned col, unsigned end_line, unsigned end_col,
		       const char *msg, size_t n);
/* Add text to the end of the message of finding i. */
void findings_append(Findings *f, size_t i, const char *text);
/* Give the finding just added a fix of one more edit (two at most). */
void findings_edit(Findings *f, size_t off, size_t len, const char *text);
/* The same with a copy of text, kept with the messages until findings_free. */
void findings_edit_copy(Findings *f, size_t off, size_t len, const char *text);
/*
 * Take finding i's fix away: its message ends in " (no fix: why)",
 * which says what a reader of it needs to know instead.
 */
void findings_unfix(Findings *f, size_t i, const char *why);
/* Sort by position, then rule. */
void findings_sort(Findings *f);
/* Drop the findings from index n on. */
void findings_truncate(Findings *f, size_t n);
void findings_free(Findings *f);
/* Drop every finding and message, keeping the array for the next file. */
void findings_clear(Findings *f);

/* Told of a directive that cannot be followed: where, and why. */
typedef void (*DirWarn)(void *ctx, unsigned line, unsigned col, const char *msg);

/*
 * Drop the findings that the file's comments suppress:
 *   NOLINT, NOLINT(rule,...)             on the line of the word
 *   NOLINTNEXTLINE, NOLINTNEXTLINE(...)  on the line after it
 *   NOLINTBEGIN(...) ... NOLINTEND(...)  from the first line to the second
 *   uniform-disable: rule,...            from its line ...
 *   uniform-enable: rule,...             ... to the line before this one
 *   uniform-disable-file: rule,...       in the whole file
 * A name may be a glob ("comment-*").  A list naming no uniform rule
 * (e.g. only clang-tidy checks, or "*array*") applies to none of ours;
 * no list applies to all.  A NOLINTBEGIN and NOLINTEND
 * pair when they name the same rules; one without the other is told to
 * warn and silences nothing.  With unused-suppression on in s, each
 * directive that silenced no finding of a rule it names (in force in s)
 * is added as a finding.
 */
void findings_suppress(Findings *f, const char *buf, size_t len,
		       const FileComment *comments, size_t n, bool has_cr,
		       const Settings *s, DirWarn warn, void *ctx);

#endif
