/*
 * check_expr: the expression rules (bitwise-logical, bitwise-effects,
 * precedence, redundant-parens, long-identifier).
 */
#ifndef UNIFORM_CHECK_EXPR_H
#define UNIFORM_CHECK_EXPR_H

#include <stdbool.h>

#include "base/buf.h"
#include "syntax/comment.h"
#include "rules/finding.h"
#include "config/settings.h"
#include "syntax/token.h"

/* Whether any expression rule is on, so that tokens are worth making. */
bool check_exprs_wanted(const Settings *s);

/*
 * Add the findings of the enabled expression rules on buf (with LEX_PAD
 * readable bytes after it) to out.  fc are its comments and literals, as
 * comment_collect found them.  A nesting too deep to parse is a warning
 * in diag, "path:line:col: ...".  tokens and text are scratch space,
 * kept by the caller from file to file (zeroed before the first).  With
 * skip, statements with nothing to report are not parsed (see
 * ExprHooks.skip_plain): the findings are the same either way.
 */
void check_exprs(const char *buf, size_t len, const FileComments *fc,
		 const Settings *s, Findings *out, const char *path, Buf *diag,
		 Tokens *tokens, Buf *text, bool skip);

/*
 * How many times buf (with LEX_PAD readable bytes after it) joins truth
 * values with '&' or '|', as bitwise-logical counts them with
 * precedence on or off (see bitwise_practised): for the counting pass,
 * which counts them per directory.  Its comments and tokens are made in
 * fc and tokens, the caller's (a worker's, kept from file to file).
 */
unsigned check_exprs_joins(const char *buf, size_t len, bool precedence,
			   FileComments *fc, Tokens *tokens);

#endif
