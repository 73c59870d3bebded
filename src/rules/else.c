/*
 * else: the rule else, which puts an else after the '}' of its if's
 * branch where uniform_else wants it: on the brace's line ("} else",
 * cuddled) or at the start of the next line, indented as the brace
 * (own-line).  The fix joins or splits them when only blanks lie
 * between.
 */
#include "rules/aspect_rule.h"


/* The rule's entry in the registry (aspects/registry.h). */
const RuleInfo rule_else = {
	.name = "else",
	.help =
		"An else placed against uniform_else after the '}' of its if's "
		"branch: cuddled (the kernel's: \"} else\" on one line) or own-line "
		"(else at the start of the next line). Off by default.",
	.on = false,
	.style = true,
	.fix = true,
	.settings =
		"`uniform_else` (cuddled, the linux presets'; own-line; any turns "
		"it off; majority, the default, wants what the directory does most)",
	.details =
		"An else after the `}` of its if's branch where `uniform_else` does "
		"not want it: `cuddled` (the kernel's) wants `} else` on one line, "
		"`own-line` the else at the start of the next line, indented as the "
		"brace. `fix` joins or splits them when only blanks lie between.",
	.why =
		"The kernel's coding style writes the closing brace and the else on "
		"one line. The fix joins them (or splits them, with own-line) when "
		"only blanks lie between; an else after a comment on the brace's "
		"line is no finding (the comment, not the style, put it on a line "
		"of its own, and checkpatch leaves it too).",
	.example = "--preset linux --rule else",
	.wrong =
		"int sign(int x)\n"
		"{\n"
		"\tif (x < 0) {\n"
		"\t\treturn -1;\n"
		"\t}\n"
		"\telse {\n"
		"\t\treturn 1;\n"
		"\t}\n"
		"}\n",
	.right =
		"int sign(int x)\n"
		"{\n"
		"\tif (x < 0) {\n"
		"\t\treturn -1;\n"
		"\t} else {\n"
		"\t\treturn 1;\n"
		"\t}\n"
		"}\n",
};


static void else_place(const AspectCheck *p, AspectVariant v, const Token *k)
{
	ElseWant w = p->s->want[AS_ELSE];
	Buf indent = { 0 };

	if (v == AV_ELSE_OWN_LINE && w == EW_CUDDLED) {
		aspect_rule_misplaced(p, k, R_ELSE, "else on the line after the '}' "
				      "of the if's branch; it goes after the '}' "
				      "(\"} else\")", " ", false);
	} else if (v == AV_ELSE_CUDDLED && w == EW_OWN_LINE) {
		size_t bol = aspect_lines_start(p->lines, k[-1].off);

		buf_puts(&indent, aspect_rule_line_break(p->lines, k->off));
		for (size_t i = bol; p->buf[i] == ' ' || p->buf[i] == '\t'; i++)
			buf_putc(&indent, p->buf[i]);
		aspect_rule_misplaced(p, k, R_ELSE, "else on the line of the '}' of "
				      "the if's branch; it goes at the start of the "
				      "next line", indent.data, false);
		buf_free(&indent);
	}
}

/* The rule's check (rules/aspect_rule.h). */
const AspectRule aspect_rule_else = {
	.place = else_place,
};
