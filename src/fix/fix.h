/*
 * fix: apply the safe fixes of the findings, verified token by token.
 */
#ifndef UNIFORM_FIX_H
#define UNIFORM_FIX_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"
#include "config/convention.h"
#include "rules/finding.h"
#include "config/settings.h"

typedef struct FixResult {
	Buf text;		/* the fixed file (valid when changed) */
	bool changed;		/* text differs from the input */
	bool guard_failed;	/* the token comparison failed: write nothing */
	size_t fixed;		/* fixes applied, over all rounds */
	size_t left;		/* findings left: they have no safe fix */
	size_t pending;		/* unsettled: findings whose fixes must wait */
	size_t refused;		/* fixes the guard of meaning refused (left) */
	size_t per_rule[R_NRULES];	/* fixes applied per rule */
	unsigned rounds;	/* check-and-edit rounds run */
	bool unsettled;		/* fixes were still coming at the round limit */
} FixResult;

/* Lines of a file, for fixing only there: numbers from 1, ascending. */
typedef struct FixLines {
	const unsigned *v;
	size_t n;
} FixLines;

/*
 * Check buf (len bytes, LEX_PAD readable after) as "uniform check" would,
 * apply the edits of every finding that has a safe fix (overlapping ones
 * wait for the next round), and again on the result until nothing is
 * left to fix.  Each round's new text is lexed again and its tokens and
 * comments compared with the old ones: identical except for the edited
 * operators and removed parentheses.  When that fails, guard_failed is
 * set and diag says where.  inject_bad_edit (for the tests of that guard)
 * adds one wrong edit to the first round.  With only, a finding counts
 * (is fixed, or left) when it starts on one of those lines of buf, or,
 * in a later round, in the text they became: the lines a change added,
 * as git clang-format fixes them.
 */
void fix_buffer(const char *buf, size_t len, const char *path,
		const Settings *s, const Convention *conv, const FixLines *only,
		bool inject_bad_edit, FixResult *out, Buf *diag);
void fix_result_free(FixResult *r);

/*
 * Why the guard of meaning refuses the edits of g in buf (len bytes,
 * LEX_PAD readable after): a possible cast, a macro of the file, a
 * stringified argument, a reorder of lines that depend on each other
 * (see vet.c); NULL when it takes them.  The caller frees the text.
 */
char *fix_vet(const char *buf, size_t len, const Finding *g);

/* Whether the file at path holds exactly the len bytes of data. */
bool fix_file_holds(const char *path, const char *data, size_t len);

/*
 * For the tests of a file changed meanwhile: a pause once the temporary
 * file is written, before the last look at the original, or after it,
 * just before the exchange.
 */
typedef struct FixPause {
	unsigned seconds;	/* 0: none */
	bool after_check;	/* after the last look, not before it */
	const char *mark;	/* a file made when the pause begins, or NULL */
} FixPause;

/*
 * Replace path, whose bytes were old, with new, or leave it as it is and
 * say why in diag (false).  A symlink is followed: the link stays and its
 * target is fixed.  The text goes to a temporary file beside the file,
 * with its owner, group, mode and extended attributes (when one of them
 * cannot be kept, nothing is written); the two are exchanged once the
 * original is seen to hold old still, and exchanged back if it changed
 * meanwhile.  Refused: a file that is read-only or not writable by the
 * user, one with other hard links, one whose bytes are no longer old.
 * Only the temporary file this call made is ever removed.
 */
bool fix_write(const char *path, const char *old, size_t oldlen,
	       const char *new, size_t newlen, const FixPause *pause, Buf *diag);

#endif
