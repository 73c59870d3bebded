/*
 * parens_habit: for redundant-parens, the file's habits of writing
 * operands in parentheses, counted once per file.
 */
#ifndef UNIFORM_PARENS_HABIT_H
#define UNIFORM_PARENS_HABIT_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/expr_rules.h"
#include "syntax/expr.h"

/*
 * Whether the file writes e, an operand of op in one pair of
 * parentheses, that way as its habit.
 */
bool parens_practised(Rules *r, const ExprFile *f, uint32_t op,
		      const Expr *e);

/*
 * Whether every operand of the chain of '&&' or '||' at token op, or of
 * '&' or '|' in a condition, is in parentheses, one of them around more
 * than a plain operand, in a file that writes its conditions so.
 */
bool parens_symmetric_chain(Rules *r, const ExprFile *f, uint32_t op);

/*
 * Whether the chain of op (as parens_symmetric_chain reads it) is a
 * column of pairs: every operand in parentheses, one around more than a
 * plain operand, every link of the chain first on its line and every
 * pair's '(' in one column.
 */
bool parens_column_chain(Rules *r, const ExprFile *f, uint32_t op);

/*
 * Whether the file writes the conditions of its if and while statements
 * whose loosest operator is that of e (a condition in a doubled pair, the
 * inner pair) in doubled pairs, as its habit.
 */
bool parens_doubled_condition_practised(Rules *r, const ExprFile *f,
					const Expr *e);

#endif
