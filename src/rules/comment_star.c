/*
 * comment_star: the rule comment-star, which wants every line after the
 * first to begin, after its indentation, with a '*' in the display
 * column of the opener's '*' (tabs expanded to tab_width), and its fixes.
 *
 * Text that had no star keeps its indentation relative to the other
 * such lines.  A line with no star that is a whole statement or a
 * directive, in a comment of prose, is code put out of use
 * (shape_loose_code_line): no comment-star finding for it.
 * An opener out of line with its own stars and with the code below it
 * (all continuation lines agree on a column, and the next line's
 * indentation is one column left of it) is what is wrong: the fix of its
 * stars re-indents the opener like that line, instead of moving them.
 * When the code below does not settle it, an opener off the tab stops
 * over stars on them, in a file indented with tabs, gets no fix.
 */
#include "rules/comment_star.h"

#include <string.h>

#include "rules/comment_shape.h"
#include "rules/comment_text.h"

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_comment_star = {
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
	.fix = true,
	.settings =
		"`uniform_file_practice`, `tab_width` (the display columns of a "
		"tab, to compare the stars), `uniform_comment_style` (where it "
		"names no convention, majority: the directory's practice decides, "
		"header blocks among header blocks, and a directory that writes its "
		"comments without stars is not told otherwise)",
	.details =
		"The star's column is a display column, tabs expanded to "
		"`tab_width`. One finding a comment, at its first such line, saying "
		"how many lines there are; its fix mends them all. A closer written "
		"`**/` one column left of the margin has its `*/` under the "
		"opener's star and is in place: the star before it marks the end "
		"(`**/` in column 1 under a ` * ` margin, as lz4 and zstd write "
		"their function headers). A comment with `/*` alone over lines "
		"without stars, where the practice opens with text and writes such "
		"comments without stars, is asked for its opener alone "
		"(comment-open): its fix makes it one of them.\n\n"
		"The three comment rules decide together: a comment whose stars or "
		"closer are held by a box, a table, a drawing or the file's "
		"practice is none of their findings, and a comment is fixed whole "
		"or not at all (when one of its findings has no fix, the others say "
		"so and have none). A line whose margin holds something other than "
		"text (`+ *` of a pasted patch, `.*`, a no-break space, a mark "
		"where the star belongs) is not starred; the finding says why "
		"(docs/comments.md).",
	.why =
		"A column of stars shows where the comment runs; a line without "
		"one, or a star out of the column, reads as a slip or as code.",
	.example = "--preset linux --set uniform_file_practice=false",
	.wrong =
		"/*\n"
		" * Wait for the device\n"
		"   to settle.\n"
		" */\n"
		"int settle;\n",
	.right =
		"/*\n"
		" * Wait for the device\n"
		" * to settle.\n"
		" */\n"
		"int settle;\n",
};

/* The blanks before the text of the line after the one holding off. */
static size_t next_text(const char *buf, size_t len, size_t off, size_t *ls)
{
	while (off < len && !is_eol(buf[off]))
		off++;
	while (off < len) {
		*ls = off = next_line(buf, off);
		off = skip_blanks(buf, off, len);
		if (off < len && !is_eol(buf[off]))
			return off;
	}
	return len;
}

/*
 * What is out of line when the opener, alone on its line, and its stars
 * disagree, and every continuation line begins with a '*', all in one
 * column.  OPENER_REINDENT: the next line of code is indented one column
 * left of the stars, with blanks checkpatch takes; *from and *to are
 * that indentation, which the opener's takes.  OPENER_LEAVE: otherwise,
 * when the file indents with tabs (tabs), the stars sit one column right
 * of a tab stop and the opener does not ("\t /\*" over "\t *"): the
 * opener is the odd one, and moving the stars under it would spread its
 * error.  OPENER_FINE: the stars move.
 */
enum { OPENER_FINE, OPENER_REINDENT, OPENER_LEAVE, OPENER_UNKNOWN };

static int opener_astray(const char *buf, size_t len, const LexComment *c,
			 int tab, bool tabs, unsigned want, size_t *from,
			 size_t *to)
{
	size_t ls = aspect_line_start(buf, c->start), i = c->body, k;
	unsigned col = 0;

	if (skip_blanks(buf, ls, c->start) != c->start ||
	    closer_line_busy(buf, len, c))
		return OPENER_FINE;
	while (i < c->close) {
		if (!is_eol(buf[i++]))
			continue;
		k = skip_blanks(buf, next_line(buf, i - 1), c->end);
		if (k >= c->end || buf[k] != '*' ||
		    (col && display_col(buf, k, tab) != col))
			return OPENER_FINE;
		col = display_col(buf, k, tab);
		i = k;
	}
	if (!col || col == want)
		return OPENER_FINE;
	k = next_text(buf, len, c->end, from);
	*to = k;
	if (k < len && display_col(buf, k, tab) + 1 == col &&
	    clean_blanks(buf + *from, k - *from, tab))
		return OPENER_REINDENT;
	/* Display columns count from 1: a '/' at a tab stop is at 1 + n * tab. */
	if (tabs && col >= 2 && (col - 2) % (unsigned)tab == 0 &&
	    (want - 2) % (unsigned)tab != 0)
		return OPENER_LEAVE;
	return OPENER_FINE;
}

/*
 * The blanks after the '*' added before a line's text, now at display
 * column at with no star before it: one, and as many more as the text
 * stands right of the leftmost such line of the comment (in column
 * left), so that their indentation relative to each other is kept and
 * the leftmost follows its star as the text of a customary comment
 * does; none on an empty line (at 0).
 */
static void star_tail(Buf *tail, unsigned at, unsigned left)
{
	buf_putc(tail, '*');
	for (unsigned b = left; at && b <= at; b++)
		buf_putc(tail, ' ');
}

/*
 * The leftmost display column of the text of a line with no star, code
 * put out of use (loose_code_line) aside.
 */
static unsigned starless_left(const char *buf, const LexComment *c, int tab)
{
	unsigned left = ~0u;

	for (size_t i = c->body; i < c->close; i++) {
		if (!is_eol(buf[i]))
			continue;
		size_t k = skip_blanks(buf, next_line(buf, i), c->end), e = k;

		while (e < c->close && !is_eol(buf[e]))
			e++;
		if (k < c->end && buf[k] != '*' && !is_eol(buf[k]) &&
		    !shape_loose_code_line(buf, k, e) && display_col(buf, k, tab) < left)
			left = display_col(buf, k, tab);
	}
	return left;
}

/*
 * Whether the line from i, its text at k, is left as it is, and why
 * (the first reason of the comment): the closer's line with more after
 * it, or a margin that checkpatch would not take there.
 */
static bool star_unmended(Layout *l, size_t i, size_t k, Buf *why)
{
	const char *r = NULL;

	if (l->busy && line_holds(l->buf, k, l->c->close))
		r = "more follows the closer on its line, which stays where it is";
	else if (!margin_fits(l, i, k, false))
		r = "the margin would be indented with spaces, not tabs";
	if (r && !why->len)
		buf_puts(why, r);
	return r != NULL;
}

/*
 * Continuation lines: each must start with a '*' under the opener's.  The
 * fix gives a line the margin; a missing '*' is added, followed by a blank,
 * or by the blanks that keep the text's indentation (star_tail).  When
 * the opener is the one out of line (opener_astray), the first finding's
 * fix re-indents the opener instead.
 */
static void check_star_lines(const char *buf, size_t len, const FileComment *fc,
			     int tab, Layout *l, LexCursor *cur, Findings *out,
			     Buf *why)
{
	const LexComment *c = &fc->c;
	unsigned want = display_col(buf, c->body - 1, tab), left = 0;
	size_t i = c->body, from = 0, to = 0;
	/* Known at the first misaligned star; no fix once the opener's is made. */
	int astray = l ? OPENER_UNKNOWN : OPENER_FINE;
	bool moved = false;	/* the opener re-indented: the stars stay */

	for (;;) {
		while (i < c->close && buf[i] != '\n' && buf[i] != '\r')
			i++;
		if (i >= c->close)
			return;
		i = next_line(buf, i);
		size_t k = skip_blanks(buf, i, c->end);
		unsigned line, col;
		lex_cursor_at(cur, k, &line, &col);
		if (k >= c->end || buf[k] != '*') {
			size_t e = k;

			while (e < c->close && !is_eol(buf[e]))
				e++;
			if (shape_loose_code_line(buf, k, e))
				continue;	/* code put out of use: not starred */
			findings_add(out, R_COMMENT_STAR, k, line, col, line, col,
				     "comment line does not begin with '*'; "
				     "continuation lines of a multi-line comment "
				     "begin with a '*' under the '*' of '/*'");
			if (l && !why->len && margin_stray(buf, k, e, want, tab, why)) {
				buf_printf(why, " begins line %u, which a '*' put "
					   "before it would leave in the margin", line);
				continue;
			}
			if (l && !why->len && shape_unstarrable(buf, k, e)) {
				buf_printf(why, "line %u reads as code or a drawing, "
					   "which a margin of stars would make prose", line);
				continue;
			}
			if (!l || star_unmended(l, i, k, why))
				continue;
			Buf tail = { 0 };
			MemHold hold;

			if (!left)
				left = starless_left(buf, c, tab);
			mem_hold(&hold, buf_release, &tail);
			star_tail(&tail, is_eol(buf[k]) ? 0 : display_col(buf, k, tab), left);
			margin_edit(out, i, k - i, l, false, tail.data);
			mem_let_go(&hold);
			buf_free(&tail);
			continue;
		}
		unsigned got = display_col(buf, k, tab);
		if (got != want && !(got + 1 == want && shape_closer_star(c, k))) {
			findings_add(out, R_COMMENT_STAR, k, line, col, line, col,
				     "'*' in display column %u, not under the '*' "
				     "of '/*' in column %u", got, want);
			if (astray == OPENER_UNKNOWN)
				astray = opener_astray(buf, len, c, tab, margin_layout(l)->tabs,
						       want, &from, &to);
			if (astray == OPENER_REINDENT) {
				size_t ls = aspect_line_start(buf, c->start);
				Buf b = { 0 };
				MemHold hold;

				mem_hold(&hold, buf_release, &b);
				buf_add(&b, buf + from, to - from);
				findings_edit_copy(out, ls, c->start - ls, b.len ? b.data : "");
				mem_let_go(&hold);
				buf_free(&b);
				astray = OPENER_LEAVE;
				moved = true;
			} else if (l && astray == OPENER_FINE && !star_unmended(l, i, k, why)) {
				margin_edit(out, i, k - i, l, false, "");
			} else if (l && astray == OPENER_LEAVE && !moved && !why->len) {
				buf_puts(why, "the opener is off the tab stops "
					 "and the stars are on them");
			}
		}
	}
}

/*
 * The findings of a comment's lines, out->v[first ..], become one
 * finding, the first's (its message says how many lines), with one edit
 * that does what all their edits did, none when some line is left as it
 * is (unmended): it would stand unstarred in a comment starred around
 * it, half a fix.
 */
static void merge_star_findings(const char *buf, Findings *out, size_t first,
				bool unmended)
{
	size_t n = out->n - first;
	Finding f = out->v[first];
	Buf b = { 0 };
	MemHold hold;
	size_t from = 0, pos = 0;
	bool edited = false, whole = true;

	/*
	 * The lines' edits become one, with the text between them as it
	 * is.  An edit's text is a C string: a NUL byte between them (a
	 * file the fuzzer made) leaves the comment without a fix.
	 */
	mem_hold(&hold, buf_release, &b);
	for (size_t k = first; k < out->n && whole; k++) {
		const Finding *g = &out->v[k];

		for (unsigned e = 0; e < g->nedits && whole; e++) {
			if (!edited)
				from = pos = g->edit[e].off;
			edited = true;
			whole = g->edit[e].off >= pos &&
				!memchr(buf + pos, '\0', g->edit[e].off - pos);
			if (!whole)
				break;
			buf_add(&b, buf + pos, g->edit[e].off - pos);
			buf_puts(&b, g->edit[e].text);
			pos = g->edit[e].off + g->edit[e].len;
		}
	}
	findings_truncate(out, first);
	findings_add(out, R_COMMENT_STAR, f.off, f.line, f.col, f.end_line,
		     f.end_col, "%s (%zu lines of this comment)", f.message, n);
	if (edited && whole && !unmended)
		findings_edit_copy(out, from, pos - from, b.len ? b.data : "");
	mem_let_go(&hold);
	buf_free(&b);
}

void check_stars(const char *buf, size_t len, const FileComment *fc,
		 int tab, Layout *l, LexCursor *cur, Findings *out)
{
	size_t first = out->n, n;
	Buf why = { 0 };
	MemHold hold_why;

	mem_hold(&hold_why, buf_release, &why);
	check_star_lines(buf, len, fc, tab, l, cur, out, &why);
	n = out->n - first;
	if (n >= 2)
		merge_star_findings(buf, out, first, why.len != 0);
	if (n && why.len)
		findings_unfix(out, first, why.data);
	mem_let_go(&hold_why);
	buf_free(&why);
}
