/*
 * rules: what the registry knows of each rule: its name, what it
 * reports, whether it is on by default and whether it is about style.
 * The list of rules is UNIFORM_RULES in settings.h; each has its
 * descriptor here, rule_NAME, and the table is made from the list.
 */
#include "config/settings.h"

static const RuleInfo rule_comment_open = {
	.name = "comment-open",
	.help =
		"A multi-line block comment whose opening line does not follow the "
		"convention in force: customary puts '/*' alone on the first line, "
		"net starts the text there. Kernel-doc and banner comments, comments "
		"after code, the licence banner, code or a shell or configuration "
		"sample kept in a comment and a form the file writes in 40% of its comments are exempt.",
	.on = true,
	.style = true,
};

static const RuleInfo rule_comment_close = {
	.name = "comment-close",
	.help =
		"A multi-line block comment whose '*/' shares its line with text; "
		"the closer goes alone on the last line. Comments after code, boxes, "
		"the licence banner, code or a shell or configuration sample kept in "
		"a comment and a form the file writes in 40% of its comments are exempt.",
	.on = true,
	.style = true,
};

static const RuleInfo rule_comment_star = {
	.name = "comment-star",
	.help =
		"A multi-line block comment with continuation lines that do not begin "
		"with '*' after their indentation, or whose '*' is not under the '*' "
		"of the opening '/*': one finding a comment. Comments after code, "
		"tables, diagrams, frames and boxes, the licence banner, code or a "
		"shell or configuration sample kept in a comment (a line with no star "
		"that is a whole statement or a directive too) and a form the file "
		"writes in 40% of its comments (a '**' margin is one form wherever it "
		"stands) are exempt.",
	.on = true,
	.style = true,
};

static const RuleInfo rule_line_comment = {
	.name = "line-comment",
	.help =
		"A '//' comment where the settings ask for block comments.",
	.on = false,
	.style = true,
};

static const RuleInfo rule_bitwise_logical = {
	.name = "bitwise-logical",
	.help =
		"A bitwise '|' or '&' in a boolean context (a condition, an operand of "
		"'!', '&&', '||' or of '?') with a boolean operand, where '||' or '&&' "
		"was probably meant; not when the right operand does work (a call as "
		"the operand, an assignment, ++ or --), nor in a file that does this "
		"again and again (its own convention). A call whose result is "
		"compared or negated gives a truth value: reported, with no fix.",
	.on = true,
	.style = true,
};

static const RuleInfo rule_bitwise_effects = {
	.name = "bitwise-effects",
	.help =
		"A bitwise '|' or '&' in a boolean context with a boolean operand whose "
		"right operand does work (a call as the operand, an assignment, ++ or "
		"--) that '||' or '&&' would skip: the operator does work a reader may "
		"take for a slip. Off by default.",
	.on = false,
	.style = false,
};

static const RuleInfo rule_precedence = {
	.name = "precedence",
	.help =
		"A comparison written without parentheses as an operand of '&', '|' or "
		"'^' (a & b == c reads as a & (b == c)), or '!' applied to the left "
		"operand of '&' or '|' (!a & b reads as (!a) & b) or of '==' or '!=', "
		"or '~' applied to a truth value (~(a < b) is never 0).",
	.on = true,
	.style = false,
};

static const RuleInfo rule_redundant_parens = {
	.name = "redundant-parens",
	.help =
		"Parentheses that change nothing: around a name, literal, member "
		"access, call or subscript that is an operand of a binary operator, "
		"doubled parentheses, and return (x) with such an x where the file "
		"writes return x and is not laid out in KNF (uniform_return_parens). "
		"Not those kept for a column "
		"layout or for symmetry (with a parenthesized neighbour, a condition "
		"close by written alike, or, where the file writes the operands of "
		"its conditions in pairs as its habit, a chain of '&&' or '||', or of "
		"'&' or '|' in a condition, whose every operand is in parentheses, one "
		"around more than a plain operand), nor those of "
		"a file that writes such operands of that operator, or that operand, "
		"in parentheses as its habit (three times and 40% at least), nor "
		"those whose partner across the operator keeps its pair. With "
		"uniform_redundant_parens = strict also around a comparison that is "
		"an operand of '&&' or '||', and around any return value.",
	.on = true,
	.style = true,
};

static const RuleInfo rule_long_identifier = {
	.name = "long-identifier",
	.help =
		"A declared name (variable, field, function, parameter, macro, typedef, "
		"tag, enumerator) longer than uniform_max_identifier_length and "
		"unusually long for its directory (longer than 99% of the names "
		"declared there), reported where it is declared, once per file.",
	.on = false,
	.style = true,
};

static const RuleInfo rule_unused_suppression = {
	.name = "unused-suppression",
	.help =
		"A suppression comment (NOLINT(rule), NOLINTNEXTLINE(rule), "
		"NOLINTBEGIN(rule), uniform-disable:, uniform-disable-file:) that "
		"silences no finding of a rule it names, among the rules in force. A "
		"NOLINT form without a list is left alone: another tool may read it. "
		"Off by default.",
	.on = false,
	.style = true,
};

static const RuleInfo rule_decl_order = {
	.name = "decl-order",
	.help =
		"The declarations that open a block (3 lines or more, up to a blank "
		"line, a comment line, a directive or the first statement) not in "
		"reverse Christmas tree order, each line at least as long as the "
		"next (its code, tabs to 8 columns), where uniform_decl_order asks "
		"for it; one finding a block. Off by default; the linux preset turns "
		"it on in netdev's and tip's directories.",
	.on = false,
	.style = true,
};

static const RuleInfo rule_brace_function = {
	.name = "brace-function",
	.help =
		"The opening brace of a function's body placed against "
		"uniform_brace_function: own-line (the kernel's: alone at the start "
		"of the line after the declarator) or same-line. A body closed on "
		"the line it opens is left alone. Off by default.",
	.on = false,
	.style = true,
};

static const RuleInfo rule_else = {
	.name = "else",
	.help =
		"An else placed against uniform_else after the '}' of its if's "
		"branch: cuddled (the kernel's: \"} else\" on one line) or own-line "
		"(else at the start of the next line). Off by default.",
	.on = false,
	.style = true,
};

static const RuleInfo rule_pointer_star = {
	.name = "pointer-star",
	.help =
		"The '*' of a pointer declarator placed against uniform_pointer_star: "
		"by-name (the kernel's: \"type *name\"), by-type (\"type* name\") "
		"or spaced (\"type * name\"). Off by default.",
	.on = false,
	.style = true,
};

static const RuleInfo rule_sizeof = {
	.name = "sizeof",
	.help =
		"A sizeof on an expression written against uniform_sizeof: parens "
		"(the kernel's: \"sizeof(x)\") or bare (\"sizeof x\"). A sizeof on a "
		"type has its parentheses either way. Off by default.",
	.on = false,
	.style = true,
};

static const RuleInfo rule_spdx = {
	.name = "spdx",
	.help =
		"The SPDX-License-Identifier tag of a file's head in the comment "
		"uniform_spdx does not want: line (//), block (/* */) or kernel (// "
		"in C files, /* */ in headers, as the kernel's licence rules ask); "
		"a file with no tag before its first token is reported too. Off by "
		"default.",
	.on = false,
	.style = true,
};

static const RuleInfo rule_indent = {
	.name = "indent",
	.help =
		"A line of code indented with the other kind of blank: tabs or spaces "
		"as EditorConfig's indent_style says for the file, else as "
		"uniform_indent says; a mix (a space before a tab, or 8 spaces after "
		"tabs) whenever either is asked. Off by default.",
	.on = false,
	.style = true,
};

static const RuleInfo rule_line_length = {
	.name = "line-length",
	.help =
		"A line wider than max_line_length (EditorConfig's property; off by "
		"default), tabs to tab_width columns: one finding a line, at the "
		"column where it passes the limit. Off by default.",
	.on = false,
	.style = true,
};

#define RULE_ENTRY(id, sym) [R_##id] = &rule_##sym,
static const RuleInfo *const rule_table[R_NRULES] = {
	UNIFORM_RULES(RULE_ENTRY)
};
#undef RULE_ENTRY

const RuleInfo *rule_info(Rule r)
{
	return rule_table[r];
}
