/*
 * bitwise: the rules bitwise-logical and bitwise-effects.
 */
#ifndef UNIFORM_BITWISE_H
#define UNIFORM_BITWISE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/expr_rules.h"
#include "syntax/expr.h"

/*
 * The hook of an expression in a boolean context (ctx a Rules): a '|'
 * or '&' there with a boolean operand, where '||' or '&&' was probably
 * meant, unless a comment says it is meant; stmt is its statement's
 * first token.
 */
void bitwise_on_boolean(void *ctx, const ExprFile *f, const Expr *e,
			uint32_t stmt);

/*
 * Drop the file's bitwise-logical findings when it joins truth values
 * with '&' or '|' again and again: its own convention (see PRACTICE).
 */
void bitwise_drop_practised(Rules *r);

/* Whether a file with joins such joins practises them (see PRACTICE). */
bool bitwise_practised(unsigned joins);

/*
 * Whether buf (len bytes) may join truth values: a quick look at its
 * bytes for the shapes joins take (see bitwise_may_join in bitwise.c).
 */
bool bitwise_may_join(const char *buf, size_t len);

#endif
