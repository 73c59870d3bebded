/*
 * check_comment: the comment rules (comment-open, -close, -star, line-comment).
 */
#ifndef UNIFORM_CHECK_COMMENT_H
#define UNIFORM_CHECK_COMMENT_H

#include "syntax/comment.h"
#include "config/convention.h"
#include "rules/finding.h"
#include "census/majority.h"
#include "config/settings.h"

/*
 * Add the findings of the enabled comment rules over a file's comments
 * (in order) to out.  conv is the convention in force for comment-open,
 * already resolved (never ST_MAJORITY; ST_ANY when a majority is tied),
 * and says in its messages where it comes from; under the practice
 * (conv->forms) each part of a comment is held to the form its
 * directory practises for comments of its kind, and no part where it
 * practises the other form or none.
 */
void check_comments(const char *buf, size_t len, const FileComment *cs,
		    size_t n, bool has_cr, const Settings *s,
		    const Convention *conv, Findings *out);
/*
 * Count the forms of the file's multi-line comments that the comment
 * rules look at, by kind (comment_form), into form: what a directory's
 * practice is made of.
 */
void check_comment_forms(const char *buf, size_t len, const FileComment *cs,
			 size_t n, bool has_cr, int tab, Count form[CF_N]);

#endif
