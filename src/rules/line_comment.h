/*
 * line_comment: the rule line-comment.
 */
#ifndef UNIFORM_LINE_COMMENT_H
#define UNIFORM_LINE_COMMENT_H

#include "rules/finding.h"
#include "syntax/comment.h"

/* line-comment at the // comment fc. */
void check_line_comment(const FileComment *fc, Findings *out);

#endif
