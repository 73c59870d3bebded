/*
 * comment_star: the rule comment-star.
 */
#ifndef UNIFORM_COMMENT_STAR_H
#define UNIFORM_COMMENT_STAR_H

#include <stddef.h>

#include "rules/comment_margin.h"
#include "rules/finding.h"
#include "syntax/comment.h"
#include "syntax/lex.h"

/*
 * One finding a comment: a comment whose stars are off is one thing to
 * mend, however many lines it has, and one long comment would otherwise
 * fill a page or a draw of findings (merge_star_findings).  When a line
 * is left as it is, the finding says why, and has no fix.
 */
void check_stars(const char *buf, size_t len, const FileComment *fc,
		 int tab, Layout *l, LexCursor *cur, Findings *out);

#endif
