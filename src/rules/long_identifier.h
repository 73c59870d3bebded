/*
 * long_identifier: the rule long-identifier.
 */
#ifndef UNIFORM_LONG_IDENTIFIER_H
#define UNIFORM_LONG_IDENTIFIER_H

#include <stdint.h>

#include "config/settings.h"
#include "rules/expr_rules.h"
#include "syntax/expr.h"

/*
 * The length long-identifier lets pass: the limit set, or, when longer,
 * the length that is usual for the directory (see majority.h).
 */
uint32_t long_ident_limit(const Settings *s);

/* The hook of a declared name at tok, of kind k (ctx a Rules). */
void long_ident_on_declare(void *ctx, const ExprFile *f, uint32_t tok,
			   DeclKind k);

/*
 * Keep the first of the file's long-identifier findings on each name,
 * once the parse is over.
 */
void long_ident_drop_repeats(Rules *r);

#endif
