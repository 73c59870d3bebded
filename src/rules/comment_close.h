/*
 * comment_close: the rule comment-close.
 */
#ifndef UNIFORM_COMMENT_CLOSE_H
#define UNIFORM_COMMENT_CLOSE_H

#include <stdbool.h>
#include <stddef.h>

#include "rules/comment_margin.h"
#include "rules/finding.h"
#include "syntax/comment.h"
#include "syntax/lex.h"

/*
 * The closer's line has text, or a blank before the closer.  The fix
 * takes the blanks before "*\/" away (with a stray margin star before
 * them); after text, a line break and the margin take their place, so
 * that "*\/" stands alone under the stars.
 */
bool close_bad(const char *buf, const LexComment *c, size_t *start);

void check_close(const char *buf, const FileComment *fc,
		 Layout *l, LexCursor *cur, Findings *out);

#endif
