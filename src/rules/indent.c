/*
 * indent: the rule indent, which wants a line of code indented with tabs
 * or with spaces, as an .editorconfig's indent_style or uniform_indent
 * says, and reports a mix whenever either is asked.  No fix:
 * reindenting is the work of an indenter.
 */
#include "rules/aspect_rule.h"


/* The rule's entry in the registry (aspects/registry.h). */
const RuleInfo rule_indent = {
	.name = "indent",
	.help =
		"A line of code indented with the other kind of blank: tabs or spaces "
		"as EditorConfig's indent_style says for the file, else as "
		"uniform_indent says; a mix (a space before a tab, or 8 spaces after "
		"tabs) whenever either is asked. Off by default.",
	.on = false,
	.style = true,
	.fix = false,
	.settings =
		"`uniform_indent` (tabs, the linux presets'; spaces; any turns it "
		"off; majority, the default, wants what the directory does most), "
		"and EditorConfig's own indent_style (tab or space), which wins "
		"over a `uniform_indent` of the same files",
	.details =
		"A line whose first token is code, indented with spaces where tabs "
		"are wanted, or with tabs where spaces are: an `.editorconfig`'s "
		"`indent_style` (`tab` or `space`) for the file, else "
		"`uniform_indent`. Tabs then up to 7 spaces of alignment are tabs; "
		"a space before a tab, or 8 spaces after tabs, is a mix, reported "
		"whenever tabs or spaces are wanted. No fix.",
	.why =
		"A line's indentation is that of its first token of code: "
		"continuation lines of comments, directives continued by a splice "
		"and labels are no place. Tabs then fewer than 8 spaces is tabs, "
		"the alignment the kernel's style allows after its indentation. A "
		"mix is reported whenever the rule asks for tabs or spaces (set, or "
		"the directory's majority): it is the form neither asks for. There "
		"is no fix: reindenting is the work of an indenter, which knows the "
		"nesting, and a change of every line of a file is no patch a "
		"maintainer takes.",
	.example = "--preset linux --rule indent",
	.wrong =
		"int answer(void)\n"
		"{\n"
		"    return 42;\n"
		"}\n",
	.right =
		"int answer(void)\n"
		"{\n"
		"\treturn 42;\n"
		"}\n",
};


static void indent(const AspectCheck *f, AspectVariant v, const Token *k)
{
	IndentWant w = f->s->want[AS_INDENT];
	size_t bol = aspect_lines_start(f->lines, k->off);
	const char *by = f->s->indent_style ? "the .editorconfig's indent_style" :
			 "uniform_indent";

	if (v == AV_INDENT_MIXED)
		findings_add(f->out, R_INDENT, bol, k->line, 1, k->line,
			     (unsigned)(k->off - bol), "indentation that mixes "
			     "tabs and spaces (a space before a tab, or 8 spaces "
			     "after tabs); %s asks for %s", by,
			     w == IW_TABS ? "tabs" : "spaces");
	else if ((int)w != (int)(v - AV_INDENT_TABS))
		findings_add(f->out, R_INDENT, bol, k->line, 1, k->line,
			     (unsigned)(k->off - bol), "indented with %s; %s asks "
			     "for %s", w == IW_TABS ? "spaces" : "tabs", by,
			     w == IW_TABS ? "tabs" : "spaces");
}


/* The rule's check (rules/aspect_rule.h). */
const AspectRule aspect_rule_indent = {
	.place = indent,
};
