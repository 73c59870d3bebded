/*
 * indent: the rule indent, which wants a line of code indented with tabs
 * or with spaces, as an .editorconfig's indent_style or uniform_indent
 * says, and reports a mix whenever either is asked; on a continuation
 * line, where blanks align, only what no alignment is: a space before a
 * tab, a tab where spaces are wanted, and under the linux presets 8
 * spaces where a tab fits.  No fix: reindenting is the work of an
 * indenter.
 */
#include <string.h>

#include "aspects/aspect_line.h"
#include "base/buf.h"
#include "rules/aspect_rule.h"


/* The rule's entry in the registry (aspects/registry.h). */
const RuleInfo rule_indent = {
	.name = "indent",
	.help =
		"A line of code indented with the other kind of blank: tabs or spaces "
		"as EditorConfig's indent_style says for the file, else as "
		"uniform_indent says; a mix (a space before a tab, or 8 spaces after "
		"tabs) whenever either is asked. A continuation line may align with "
		"spaces. Off by default.",
	.on = false,
	.style = true,
	.fix = false,
	.settings =
		"`uniform_indent` (tabs, the linux presets'; spaces; any turns it "
		"off; majority, the default, wants what the directory does most), "
		"and EditorConfig's own indent_style (tab or space), which wins "
		"over a `uniform_indent` of the same files",
	.details =
		"A line that begins a statement or a declaration, indented with "
		"spaces where tabs are wanted, or with tabs where spaces are: an "
		"`.editorconfig`'s `indent_style` (`tab` or `space`) for the file, "
		"else `uniform_indent`. Tabs then up to 7 spaces of alignment are "
		"tabs; a space before a tab, or 8 spaces after tabs, is a mix, "
		"reported whenever tabs or spaces are wanted. A continuation line (a "
		"declaration's parameters carried over, an operand, an "
		"initializer's elements) aligns, with spaces after tabs or alone: "
		"where tabs are wanted it is reported for a space before a tab, "
		"and under the linux presets for 8 spaces or more (checkpatch's "
		"\"use tabs where possible\"); where spaces are wanted, for a "
		"tab. A form the file practises (three places and 40%, on its "
		"statements or on its continuation lines) is left alone. No fix.",
	.why =
		"A line's indentation is that of its first token of code: "
		"continuation lines of comments, directives continued by a splice "
		"and labels are no place. A continuation line of code is judged "
		"apart: its blanks align it under what it continues, with tabs "
		"then spaces in the kernel, with four spaces at the top level in "
		"libevent, and counting them as indentation would make a tabs "
		"project's alignment a run of slips. Tabs then fewer than 8 spaces is tabs, "
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


/*
 * The variant of the blanks before k, a continuation line's first token,
 * when they are a form w does not allow on such lines: where tabs are
 * wanted, tabs then spaces, or spaces alone, align; a space before a tab
 * is a mix, as on any line, and with fill (the linux presets') 8 spaces
 * or more are a tab written as spaces.  Where spaces are wanted, a tab
 * is wrong on them too.  -1: no blanks; 1: a form w allows; else 0 and
 * the variant.
 */
static int continuation(const AspectCheck *c, const Token *k, IndentWant w,
			AspectVariant *v)
{
	AspectIndent in;
	bool fill = c->s->indent_fill;

	if (!aspect_indent_measure(c->buf, k->off, &in))
		return -1;
	*v = in.v;
	if (w == IW_SPACES)
		return in.v == AV_INDENT_SPACES;
	if (in.v == AV_INDENT_TABS ||
	    (in.v == AV_INDENT_SPACES && (in.spaces < 8 || !fill)) ||
	    (in.v == AV_INDENT_MIXED && !fill && !in.space_tab))
		return 1;
	return 0;
}

/*
 * The continuation lines, which are no places of the aspect: each in a
 * form w does not allow, unless the file practises that form, on its
 * statements (aspect_rule_practised) or on its continuation lines
 * (settings_practice_share, three at least): a header whose tables are
 * aligned with spaces.  One walk: the lines in a wrong form are kept
 * until the count of every form is known.
 */
static void continuations(const AspectCheck *c, const AspectFile *f)
{
	const Tokens *t = c->t;
	IndentWant w = c->s->want[AS_INDENT];
	unsigned count[AV_NVARIANT] = { 0 }, total = 0;
	AspectIndentLines lines;
	AspectVariant v;
	Buf wrong = { 0 };	/* size_t token index, then AspectVariant */
	MemHold hold;		/* should memory run out on the way */
	size_t i;
	bool statement;

	(void)f;
	if (w != IW_TABS && w != IW_SPACES)
		return;
	mem_hold(&hold, buf_release, &wrong);
	aspect_indent_lines_init(&lines, t);
	while (aspect_indent_lines_next(&lines, &i, &statement)) {
		int got = statement ? -1 : continuation(c, &t->v[i], w, &v);

		total += got >= 0;
		if (got)
			continue;
		count[v]++;
		buf_add(&wrong, &i, sizeof(i));
		buf_add(&wrong, &v, sizeof(v));
	}
	for (size_t at = 0; at < wrong.len; at += sizeof(i) + sizeof(v)) {
		memcpy(&i, wrong.data + at, sizeof(i));
		memcpy(&v, wrong.data + at + sizeof(i), sizeof(v));
		if (!aspect_rule_practised(c, v) &&
		    (count[v] < 3 || !settings_practice_share(count[v], total)))
			indent(c, v, &t->v[i]);
	}
	mem_let_go(&hold);
	buf_free(&wrong);
}

/* The rule's check (rules/aspect_rule.h). */
const AspectRule aspect_rule_indent = {
	.place = indent,
	.check = continuations,
};
