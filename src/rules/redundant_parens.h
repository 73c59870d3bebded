/*
 * redundant_parens: the rule redundant-parens.
 */
#ifndef UNIFORM_REDUNDANT_PARENS_H
#define UNIFORM_REDUNDANT_PARENS_H

#include <stdint.h>

#include "rules/expr_rules.h"
#include "syntax/expr.h"

/* The pairs around the two operands l and rr of the binary operator op. */
void parens_check_operands(Rules *r, const ExprFile *f,
			   const Expr *l, uint32_t op, const Expr *rr);

/*
 * The hook of an expression e that fills a pair of parentheses (ctx a
 * Rules): doubled ones, around a condition, return (x).
 */
void parens_on_paren(void *ctx, const ExprFile *f, const Expr *e,
		     ParenWhere where);

#endif
