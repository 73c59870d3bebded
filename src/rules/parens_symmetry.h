/*
 * parens_symmetry: for redundant-parens, the pairs kept because the
 * code around them is written alike.
 */
#ifndef UNIFORM_PARENS_SYMMETRY_H
#define UNIFORM_PARENS_SYMMETRY_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/expr_rules.h"
#include "syntax/expr.h"

/*
 * Whether an operand beside e, across a binary operator or a comma, is
 * in a pair of its kind: "(x << 8) | (y)".
 */
bool parens_sibling(const ExprFile *f, const Expr *e);

/*
 * Whether e is a bound of a comparison joined by '&&' or '||' to another
 * whose bound on the same side is a pair of its kind: "x >= (b.x) && x
 * <= (b.x + b.w)".
 */
bool parens_mirrored_comparison(const ExprFile *f, const Expr *e);

/*
 * Whether e, followed by an operator and one operand ("(a) << 24"), is
 * a term of a chain whose term beside it is written alike.
 */
bool parens_chain_sibling(const ExprFile *f, const Expr *e);

/*
 * Whether a line near the pair opening at token open has, in the same
 * column and after the same operator or comma, a pair of its kind; when
 * nested, one that opens with a pair, as a doubled pair does.
 */
bool parens_mirrored_row(Rules *r, const ExprFile *f, uint32_t open,
			 bool nested);

/*
 * Whether the pair opening at token open, in the condition of an if or
 * a while, mirrors a condition close by that is written alike.
 */
bool parens_mirrored_condition(const Rules *r, const ExprFile *f,
			       uint32_t open);

#endif
