/*
 * brace_function: the rule brace-function, which puts the opening brace
 * of a function's body where uniform_brace_function wants it: alone at
 * the start of the line after the declarator (own-line) or at the end
 * of the declarator's line (same-line).  The fix moves the brace when
 * only blanks lie between it and the declarator and, going down, nothing
 * follows it on its line.
 */
#include "rules/aspect_rule.h"

#include "aspects/aspect_brace.h"

/* The rule's entry in the registry (aspects/registry.h). */
const RuleInfo rule_brace_function = {
	.name = "brace-function",
	.help =
		"The opening brace of a function's body placed against "
		"uniform_brace_function: own-line (the kernel's: alone at the start "
		"of the line after the declarator) or same-line. A body closed on "
		"the line it opens is left alone. Off by default.",
	.on = false,
	.style = true,
	.fix = true,
	.settings =
		"`uniform_brace_function` (own-line, the linux presets'; same-line; "
		"any turns it off; majority, the default, wants what the directory "
		"does most)",
	.details =
		"The opening brace of a function's body where "
		"`uniform_brace_function` does not want it: `own-line` (the "
		"kernel's) wants it alone at the start of the line after the "
		"declarator, `same-line` at the end of the declarator's line. A "
		"body closed on the line it opens is left alone. `fix` moves the "
		"brace when only blanks lie between it and the declarator and "
		"nothing follows it on its line.",
	.why =
		"The kernel's coding style puts a function's brace on a line of its "
		"own, unlike the braces of statements: functions do not nest in C. "
		"The fix moves the brace (and takes it back with same-line) when "
		"only blanks lie between it and the declarator and nothing follows "
		"it on its line.",
	.example = "--preset linux --rule brace-function",
	.wrong =
		"int answer(void) {\n"
		"\treturn 42;\n"
		"}\n",
	.right =
		"int answer(void)\n"
		"{\n"
		"\treturn 42;\n"
		"}\n",
};


static void brace_place(const AspectCheck *p, AspectVariant v, const Token *k)
{
	BraceWant w = p->s->want[AS_BRACE_FUNCTION];

	if (v == AV_BRACE_SAME_LINE && w == BW_OWN_LINE)
		aspect_rule_misplaced(p, k, R_BRACE_FUNCTION, "the opening brace of a "
				      "function's body on the line of its declarator; "
				      "it goes alone at the start of the next line",
				      aspect_rule_line_break(p->lines, k->off), true);
	else if (v == AV_BRACE_OWN_LINE && w == BW_SAME_LINE &&
		 token_is(&k[-1], P_RPAREN))
		aspect_rule_misplaced(p, k, R_BRACE_FUNCTION, "the opening brace of a "
				      "function's body on a line of its own; it goes "
				      "at the end of the declarator's line", " ", false);
}

/* The rule's check (rules/aspect_rule.h). */
const AspectRule aspect_rule_brace_function = {
	.place = brace_place,
};
