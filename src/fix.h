/*
 * fix: apply the safe fixes of the findings, verified token by token.
 */
#ifndef UNIFORM_FIX_H
#define UNIFORM_FIX_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "settings.h"

typedef struct FixResult {
	Buf text;		/* the fixed file (valid when changed) */
	bool changed;		/* text differs from the input */
	bool guard_failed;	/* the token comparison failed: write nothing */
	size_t fixed;		/* fixes applied, over all rounds */
	size_t left;		/* findings left: they have no safe fix */
	size_t pending;		/* unsettled: findings whose fixes must wait */
	size_t per_rule[R_NRULES];	/* fixes applied per rule */
	unsigned rounds;	/* check-and-edit rounds run */
	bool unsettled;		/* fixes were still coming at the round limit */
} FixResult;

/*
 * Check buf (len bytes, LEX_PAD readable after) as "uniform check" would,
 * apply the edits of every finding that has a safe fix (overlapping ones
 * wait for the next round), and again on the result until nothing is
 * left to fix.  Each round's new text is lexed again and its tokens and
 * comments compared with the old ones: identical except for the edited
 * operators and removed parentheses.  When that fails, guard_failed is
 * set and diag says where.  inject_bad_edit (for the tests of that guard)
 * adds one wrong edit to the first round.
 */
void fix_buffer(const char *buf, size_t len, const char *path,
		const Settings *s, CommentStyle style, bool inject_bad_edit,
		FixResult *out, Buf *diag);
void fix_result_free(FixResult *r);

/*
 * Replace path, whose bytes were old, with new: a temporary file in the
 * same directory, with the mode and (when allowed) the owner of the
 * original, written, synced and renamed over it (temporary files of
 * earlier runs killed before their rename go first).  A read-only file, or
 * one whose bytes are no longer old, is left alone.  False, with a
 * message in diag, when nothing was written.
 */
bool fix_write(const char *path, const char *old, size_t oldlen,
	       const char *new, size_t newlen, Buf *diag);

#endif
