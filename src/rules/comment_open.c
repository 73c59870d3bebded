/*
 * comment_open: the rule comment-open, which compares a multi-line
 * comment's class with the convention in force (kernel-doc and banner
 * comments have no choice and are never findings), and its fixes.
 */
#include "rules/comment_open.h"

#include <string.h>

#include "rules/comment_text.h"

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_comment_open = {
	.name = "comment-open",
	.help =
		"A multi-line block comment whose opening line does not follow the "
		"convention in force: customary puts '/*' alone on the first line, "
		"net starts the text there. Kernel-doc and banner comments, comments "
		"after code, the licence banner, code or a shell or configuration "
		"sample kept in a comment and a form the file writes in 40% of its comments are exempt.",
	.on = true,
	.style = true,
	.fix = true,
	.settings =
		"`uniform_file_practice`, `uniform_comment_style` (customary, net, "
		"majority, any; `--preset`). Where nothing names a convention (no "
		"preset, no setting, no Linux tree), the directory's practice asks "
		"its form only when the other form is a slip: one comment, or under "
		"1% of them; a project that writes both more often than that "
		"tolerates both, and none of the three comment rules reports it "
		"(`--preset majority` or `uniform_comment_style = majority` asks "
		"the majority whatever its share)",
	.details =
		"",
	.why =
		"A reader scans the left edge of a comment for where it starts; one "
		"layout throughout a tree keeps that scan cheap, and each subsystem "
		"holds its own (the kernel asks for the customary form outside "
		"`net/`, see docs/comments.md).",
	.example = "--preset linux --set uniform_file_practice=false",
	.wrong =
		"/* Wait for the device\n"
		" * to settle.\n"
		" */\n"
		"int settle;\n",
	.right =
		"/*\n"
		" * Wait for the device\n"
		" * to settle.\n"
		" */\n"
		"int settle;\n",
};

/*
 * Why comment-open to customary has no fix (the text of the opening line
 * going to a line of its own), or NULL: the opener is followed by another
 * star (the opener alone would then make it a kernel-doc comment) or by
 * another mark ("/\*!" of Doxygen, "/\*-"), which would be cut off from it,
 * code precedes it on its line (an opener would be left after the code),
 * or the new line's margin is one checkpatch rejects.
 */
static const char *customary_blocker(const char *buf, const LexComment *c,
				     Layout *l)
{
	size_t t = skip_blanks(buf, c->body, c->close);
	unsigned char mark = (unsigned char)buf[c->body];

	if (buf[t] == '*')
		return "'/**' alone would make it kernel-doc";
	if (!is_text(mark) && !is_blank((char)mark))
		return "a mark right after '/*', such as '/*!', belongs with it";
	if (skip_blanks(buf, aspect_line_start(buf, c->start), c->start) != c->start)
		return "code precedes it on its line, where '/*' would be left";
	if (!margin_fits(l, t, t, true))
		return "the new line would be indented with spaces, not tabs";
	return NULL;
}

/* Whether a line after the one holding off, up to close, has text. */
static bool more_text(const char *buf, size_t off, size_t close)
{
	while (off < close && !is_eol(buf[off]))
		off++;
	for (; off < close; off++)
		if (!is_blank(buf[off]) && !is_eol(buf[off]) && buf[off] != '*')
			return true;
	return false;
}

/*
 * The fix for comment-open to net: the first line of text moves up after
 * the opener (with any empty lines before it), with the blanks that
 * followed its margin star when more text follows, so that it stays in
 * line with the rest.  False when there is no text, when the text is not
 * clearly apart from a margin star ("*ptr"), or when it is on the
 * closer's busy line.
 */
static bool open_net(const char *buf, const LexComment *c, Layout *l,
		     Findings *out)
{
	size_t t, star = 0;	/* just past the margin star of the text's line */

	for (t = c->body; t < c->close;) {
		t = skip_blanks(buf, t, c->close);
		if (t < c->close && is_eol(buf[t])) {
			t = skip_blanks(buf, next_line(buf, t), c->close);
			star = 0;
			if (t < c->close && buf[t] == '*') {
				if (!is_blank(buf[t + 1]) && !is_eol(buf[t + 1]))
					return false;
				star = ++t;
			}
			continue;
		}
		break;
	}
	if (t >= c->close || (l->busy && line_holds(buf, t, c->close)))
		return false;	/* no text at all, or the closer's busy line */
	/* The blanks after the star stay when more text is in line with it. */
	if (star && more_text(buf, t, c->close))
		findings_edit(out, c->body, star - c->body, "");
	else
		findings_edit(out, c->body, t - c->body, " ");
	return true;
}

/* What the messages call the convention, made at a file's first need. */
static const char *said(const Convention *conv, Buf *text)
{
	if (!text->len && conv->forms)
		form_text(conv, CP_OPEN, conv->kind, text);
	else if (!text->len)
		convention_text(conv, text);
	return text->data;
}

/*
 * A comment-open finding at c: what it has; conv's text, then what it
 * wants, and why there is no fix (or NULL).
 */
static void open_finding(Findings *out, LexCursor *cur, const LexComment *c,
			 const char *has, const char *conv, const char *wants,
			 const char *why)
{
	unsigned line, col;

	lex_cursor_at(cur, c->start, &line, &col);
	findings_add(out, R_COMMENT_OPEN, c->start, line, col, line, col + 1,
		     "%s; %s %s%s%s%s", has, conv, wants, why ? " (no fix: " : "",
		     why ? why : "", why ? ")" : "");
}

bool open_against(const char *buf, const FileComment *fc,
		  const Convention *conv)
{
	const LexComment *c = &fc->c;
	size_t t = skip_blanks(buf, c->body, c->close);

	if (c->trailing ||
	    (c->close - t >= 24 && !memcmp(buf + t, "SPDX-License-Identifier:", 24)))
		return false;
	return (fc->cls == CM_NET && conv->style == ST_CUSTOMARY) ||
	       (fc->cls == CM_CUSTOMARY && conv->style == ST_NET);
}

void check_open(const char *buf, const FileComment *fc,
		const Convention *conv, Buf *text, Layout *l,
		LexCursor *cur, Findings *out)
{
	const LexComment *c = &fc->c;
	size_t t = skip_blanks(buf, c->body, c->close);

	if (fc->cls == CM_NET) {
		const char *why = l ? customary_blocker(buf, c, l) : NULL;

		open_finding(out, cur, c, why && buf[t] == '*' ?
			     "multi-line comment starts with '/**' and text" :
			     "multi-line comment starts with text", said(conv, text),
			     "puts '/*' alone on the first line", why);
		if (l && !why) {
			if (margin_layout(l)->reindent && l->clean)
				margin_reindent_opener(buf, c, l, out);
			margin_edit(out, c->body, t - c->body, l, true, "* ");
		}
	} else {
		open_finding(out, cur, c, "multi-line comment has '/*' alone on "
			     "its first line", said(conv, text), "starts the text "
			     "there", NULL);
		if (l && !open_net(buf, c, l, out)) {
			findings_truncate(out, out->n - 1);
			open_finding(out, cur, c, "multi-line comment has '/*' alone "
				     "on its first line", said(conv, text), "starts "
				     "the text there", "no text, a '*' that may be part "
				     "of it, or more after the closer on its line");
		}
	}
}
