/*
 * comment_close: the rule comment-close, which wants the closer of a
 * multi-line comment alone on its line: letters or digits before it on
 * that line are a finding, a row of stars or dashes is not, nor a closer
 * right after a star ("**\/", which checkpatch takes after any text);
 * and its fixes.
 */
#include "rules/comment_close.h"

#include "rules/comment_text.h"

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_comment_close = {
	.name = "comment-close",
	.help =
		"A multi-line block comment whose '*/' shares its line with text; "
		"the closer goes alone on the last line. Comments after code, boxes, "
		"the licence banner, code or a shell or configuration sample kept in "
		"a comment and a form the file writes in 40% of its comments are exempt.",
	.on = true,
	.style = true,
	.fix = true,
	.settings =
		"`uniform_file_practice`, `uniform_comment_style` (where it names "
		"no convention, majority: the directory's practice decides, header "
		"blocks among header blocks, and a directory that closes its "
		"comments after text is not told otherwise)",
	.details =
		"",
	.why =
		"The closer alone on its line marks the end of the comment as "
		"clearly as the opener marks its start, and keeps a diff of the "
		"last line of text to that line.",
	.example = "--preset linux --set uniform_file_practice=false",
	.wrong =
		"/*\n"
		" * Wait for the device\n"
		" * to settle. */\n"
		"int settle;\n",
	.right =
		"/*\n"
		" * Wait for the device\n"
		" * to settle.\n"
		" */\n"
		"int settle;\n",
};

bool close_bad(const char *buf, const LexComment *c, size_t *start)
{
	size_t from = aspect_line_start(buf, c->close);

	if (from < c->body)	/* closed on the opener's line */
		return false;
	while (from < c->close && (buf[from] == ' ' || buf[from] == '\t'))
		from++;
	*start = from;
	/*
	 * Alone, at the end of a run of stars or punctuation (a banner's
	 * edge), or right after a star ("**\/", which checkpatch takes
	 * after any text: "***license end***\/"): fine.  Text before it, or
	 * a blank between something and the closer (a star left over from
	 * the lines above), is not.
	 */
	bool bad = from < c->close && (buf[c->close - 1] == ' ' || buf[c->close - 1] == '\t');
	for (size_t k = from; k < c->close && !bad; k++)
		bad = is_text((unsigned char)buf[k]);
	return bad && buf[c->close - 1] != '*';
}

void check_close(const char *buf, const FileComment *fc,
		 Layout *l, LexCursor *cur, Findings *out)
{
	const LexComment *c = &fc->c;
	size_t from;

	if (close_bad(buf, c, &from)) {
		unsigned line, col;
		size_t b = c->close;

		while (b > from && is_blank(buf[b - 1]))
			b--;
		lex_cursor_at(cur, c->close, &line, &col);
		findings_add(out, R_COMMENT_CLOSE, c->close, line, col, line, col + 1,
			     b == from + 1 && buf[from] == '*' ?
			     "'*/' follows a margin '*' on its line; a multi-line "
			     "comment ends with '*/' alone on its last line" :
			     "'*/' shares its line with text; a multi-line "
			     "comment ends with '*/' alone on its last line");
		if (!l)
			return;
		bool text = false;
		Buf why = { 0 };
		MemHold hold;

		for (size_t k = from; k < b && !text; k++)
			text = is_text((unsigned char)buf[k]);
		mem_hold(&hold, buf_release, &why);
		if (c->end - c->close != 2)
			buf_puts(&why, "'*/' is split by a line splice");
		else if (l->busy)
			buf_puts(&why, "more follows it on its line, which stays "
				 "where it is");
		else if (text && !margin_fits(l, b, b, true))
			buf_puts(&why, "the new line would be indented with spaces, "
				 "not tabs");
		else if (!text && margin_stray(buf, from, b, display_col(buf, c->body - 1, l->tab),
					       l->tab, &why))
			buf_puts(&why, " begins its line, which would stay in the "
				 "margin");
		bool none = why.len != 0;

		if (none)
			findings_unfix(out, out->n - 1, why.data);
		mem_let_go(&hold);
		buf_free(&why);
		if (none)
			return;
		if (b == from + 1 && buf[from] == '*')
			b = from;	/* " * *\/": the stray star goes */
		/* A row of dashes keeps its place: only the blanks go. */
		if (text) {
			size_t ls = aspect_line_start(buf, c->close), k = skip_blanks(buf, ls, from);

			/* the line is rewritten: its margin takes the file's tabs */
			if (l->reindent && ls > c->body && k == from && buf[k] == '*' &&
			    k - ls != l->margin.len)
				findings_edit_copy(out, ls, k - ls, l->margin.len ?
						   l->margin.data : "");
			margin_edit(out, b, c->close - b, l, true, "");
		} else {
			findings_edit(out, b, c->close - b, "");
		}
	}
}
