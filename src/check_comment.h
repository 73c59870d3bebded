/*
 * check_comment: the comment rules (comment-open, -close, -star, line-comment).
 */
#ifndef UNIFORM_CHECK_COMMENT_H
#define UNIFORM_CHECK_COMMENT_H

#include "comment.h"
#include "finding.h"
#include "settings.h"

/*
 * Add the findings of the enabled comment rules over a file's comments
 * (in order) to out.  conv is the convention in force for comment-open,
 * already resolved (never ST_MAJORITY; ST_ANY when a majority is tied),
 * and says in its messages where it comes from.
 */
void check_comments(const char *buf, size_t len, const FileComment *cs,
		    size_t n, const Settings *s, const Convention *conv,
		    Findings *out);

#endif
