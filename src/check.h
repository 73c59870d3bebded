/*
 * check: one file through lex, the rules and the suppressions.
 */
#ifndef UNIFORM_CHECK_H
#define UNIFORM_CHECK_H

#include "buf.h"
#include "finding.h"
#include "settings.h"

/*
 * The findings of every enabled rule on buf, suppressions applied,
 * sorted by position.  style is the comment convention in force (see
 * check_comments); warnings about unterminated constructs go to diag
 * as "path:line:col: warning: ...".
 */
void check_buffer(const char *buf, size_t len, const char *path,
		  const Settings *s, CommentStyle style, Findings *out,
		  Buf *diag);

#endif
