/*
 * registry: every rule of uniform check, one line each, in the order of
 * --list-rules.  R(ID, sym) is a rule; A(ID, sym, V...) is the rule of
 * an aspect and the aspect itself, with its variants V(ID, "name") in
 * order.  The rule's descriptor is rule_sym (config/settings.h: RuleInfo,
 * in the rule's own file under rules/), an aspect's also aspect_sym
 * (aspect.h: Aspect, with its classifier under aspects/) and
 * aspect_rule_sym (rules/aspect_rule.h: its check).  The enumerations
 * (Rule, AspectId, AspectVariant) and the tables are made from this list,
 * so a new rule or aspect is a line here and its own files.
 */
#ifndef UNIFORM_REGISTRY_H
#define UNIFORM_REGISTRY_H

#define UNIFORM_RULES(R, A, V) \
	R(COMMENT_OPEN, comment_open) \
	R(COMMENT_CLOSE, comment_close) \
	R(COMMENT_STAR, comment_star) \
	R(LINE_COMMENT, line_comment) \
	R(BITWISE_LOGICAL, bitwise_logical) \
	R(BITWISE_EFFECTS, bitwise_effects) \
	R(PRECEDENCE, precedence) \
	R(REDUNDANT_PARENS, redundant_parens) \
	R(LONG_IDENTIFIER, long_identifier) \
	R(UNUSED_SUPPRESSION, unused_suppression) \
	A(DECL_ORDER, decl_order, V(DECL_REVERSE_XMAS, "reverse-xmas") \
		V(DECL_OTHER, "other")) \
	A(DECL_BLANK, decl_blank, V(DECL_BLANK_BLANK, "blank") V(DECL_BLANK_NONE, "none")) \
	A(BRACE_FUNCTION, brace_function, V(BRACE_OWN_LINE, "own-line") \
		V(BRACE_SAME_LINE, "same-line")) \
	A(ELSE, else, V(ELSE_CUDDLED, "cuddled") V(ELSE_OWN_LINE, "own-line")) \
	A(INDENT, indent, V(INDENT_TABS, "tabs") V(INDENT_SPACES, "spaces") \
		V(INDENT_MIXED, "mixed")) \
	A(LINE_LENGTH, line_length, V(LINE_80, "up-to-80") V(LINE_100, "81-100") \
		V(LINE_LONG, "over-100")) \
	A(POINTER_STAR, pointer_star, V(STAR_NAME, "by-name") \
		V(STAR_TYPE, "by-type") V(STAR_SPACED, "spaced")) \
	A(SIZEOF, sizeof, V(SIZEOF_PARENS, "parens") V(SIZEOF_BARE, "bare")) \
	A(SPDX, spdx, V(SPDX_LINE, "line") V(SPDX_BLOCK, "block") \
		V(SPDX_MISSING, "missing"))

/* For an expansion that leaves a kind of entry out. */
#define REGISTRY_NONE(...)

#endif
