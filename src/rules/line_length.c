/*
 * line_length: the rule line-length, a line wider than max_line_length,
 * tabs to tab_width columns.  No fix: where a long line breaks is the
 * author's choice.
 */
#include "rules/aspect_rule.h"


/* The rule's entry in the registry (aspects/registry.h). */
const RuleInfo rule_line_length = {
	.name = "line-length",
	.help =
		"A line wider than max_line_length (EditorConfig's property; off by "
		"default), tabs to tab_width columns: one finding a line, at the "
		"column where it passes the limit. Off by default.",
	.on = false,
	.style = true,
	.fix = false,
	.settings =
		"`max_line_length` (a number, or off, the default: the rule reports "
		"nothing without a limit), `tab_width` (default 8)",
	.details =
		"A line wider than `max_line_length` (EditorConfig's property, off "
		"by default), tabs to `tab_width` columns, a UTF-8 character one "
		"column: one finding a line, at the character that passes the "
		"limit. No fix: where to break a line is the author's choice.",
	.why =
		"The limit is EditorConfig's own `max_line_length`, which editors "
		"already show, so that the rule and the editor agree; set it in an "
		"`.editorconfig` or with `--set`. A line's width counts characters "
		"(a UTF-8 sequence is one; so is each byte that starts no valid "
		"sequence, a lone continuation byte or 0xff, and a sequence cut "
		"short, which an editor shows as one replacement character each), "
		"tabs to the next multiple of `tab_width`, comments and directives "
		"alike. There is no fix: where a long line breaks is the author's "
		"choice, and the kernel's style allows a long line that is more "
		"readable than its broken form (a string a user greps for).",
	.example = "--rule line-length --set max_line_length=40",
	.wrong =
		"int answer(int first_argument, int second_argument);\n",
	.right =
		"int answer(int first, int second);\n",
};


/*
 * line-length: the line that starts at k; most lines are narrow, so the
 * places up to 80 columns are passed over when the limit is 80 or more.
 */
static void line_length(const AspectCheck *f, AspectVariant v, const Token *k)
{
	unsigned max = (unsigned)f->s->max_line, tab = (unsigned)f->s->tab_width;
	unsigned col = 0, at = 0;
	size_t i = k->off, past = 0;

	if (v == AV_LINE_80 && max >= 80)
		return;
	for (size_t n; i < f->len && f->buf[i] != '\n' && f->buf[i] != '\r'; i += n) {
		n = f->buf[i] == '\t' ? 1 : aspect_char_len(f->buf + i, f->buf + f->len);
		col = f->buf[i] == '\t' ? (col / tab + 1) * tab : col + 1;
		if (col > max && !at) {
			at = col;
			past = i;
		}
	}
	if (!at)
		return;
	findings_add(f->out, R_LINE_LENGTH, past, k->line,
		     (unsigned)(past - k->off) + 1, k->line, (unsigned)(i - k->off),
		     "line %u columns wide, over max_line_length (%u)", col, max);
}


static bool line_wanted(const Settings *s)
{
	return s->max_line != 0;
}

/* The rule's check (rules/aspect_rule.h). */
const AspectRule aspect_rule_line_length = {
	.wanted = line_wanted,
	.place = line_length,
};
