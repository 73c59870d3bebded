/*
 * comment_open: the rule comment-open.
 */
#ifndef UNIFORM_COMMENT_OPEN_H
#define UNIFORM_COMMENT_OPEN_H

#include <stdbool.h>

#include "base/buf.h"
#include "config/convention.h"
#include "config/settings.h"
#include "rules/comment_margin.h"
#include "rules/finding.h"
#include "syntax/comment.h"
#include "syntax/lex.h"

/*
 * Whether comment-open would report the comment: its opener is not the
 * convention's, and it follows no code on its line (where it opens is
 * the code's business) nor begins with the SPDX tag (checkpatch wants
 * it on line 1: the text stays by the opener).
 */
bool open_against(const char *buf, const FileComment *fc,
		  const Convention *conv);

/*
 * comment-open at a comment open_against reports; when there is no safe
 * fix, the finding is made again with a message that says why, and
 * edits nothing.
 */
void check_open(const char *buf, const FileComment *fc,
		const Convention *conv, Buf *text, Layout *l,
		LexCursor *cur, Findings *out);

#endif
