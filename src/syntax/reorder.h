/*
 * reorder: whether reordered lines are independent of one another once
 * the file's own macros are expanded (decl-order's fix, fix's guard).
 */
#ifndef UNIFORM_REORDER_H
#define UNIFORM_REORDER_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"
#include "syntax/macro.h"
#include "syntax/token.h"

/*
 * Whether buf[off .. off + len), whole lines of t's code, put in the
 * order of text (the same lines), could mean something else: a line
 * whose place changes holds __LINE__, __COUNTER__, a name made by '##'
 * or a macro that could not be expanded, or of two lines whose order
 * changes, one reads (its tokens, m's macros expanded) a name the other
 * declares.  The reason, then, in why.  False when text is not those
 * lines in another order (that is the token guard's to refuse).
 */
bool reorder_dependent(const char *buf, const Tokens *t, const Macros *m,
		       size_t off, size_t len, const char *text, Buf *why);

#endif
