/*
 * precedence: the rule precedence.
 */
#ifndef UNIFORM_PRECEDENCE_H
#define UNIFORM_PRECEDENCE_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/expr_rules.h"
#include "syntax/expr.h"

/*
 * precedence at the binary operator op between l and rr: a comparison
 * as a bare operand of & | ^, or a '!' that applies to the left operand
 * only.  Returns whether it found one.
 */
bool precedence_check(Rules *r, const ExprFile *f, const Expr *l,
		      uint32_t op, const Expr *rr);

/* The hook of a '~' at op on e (ctx a Rules): '~' on a truth value. */
void precedence_on_complement(void *ctx, const ExprFile *f, uint32_t op,
			      const Expr *e);

#endif
