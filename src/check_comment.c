/*
 * check_comment: judge each comment's shape against the settings.
 *
 * comment-open compares a multi-line comment's class with the convention
 * in force (kernel-doc and banner comments have no choice and are never
 * findings).  comment-close wants the closer of a multi-line comment
 * alone on its line: letters or digits before it on that line are a
 * finding, a row of stars or dashes is not.  comment-star wants every
 * line after the first to begin, after its indentation, with a '*' in the
 * display column of the opener's '*' (tabs expanded to tab_width).
 * line-comment, off by default, reports every // comment.
 *
 * Findings are made in increasing offset order, so one LexCursor turns
 * offsets into positions in a single pass over the file.
 */
#include "check_comment.h"

#include <stdbool.h>

static bool is_text(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c >= 0x80;
}

/* Offset where the physical line holding off starts. */
static size_t line_start(const char *buf, size_t off)
{
	while (off > 0 && buf[off - 1] != '\n' && buf[off - 1] != '\r')
		off--;
	return off;
}

/* 1-based display column of off: tabs expanded, one column a character. */
static unsigned display_col(const char *buf, size_t off, int tab)
{
	unsigned col = 0;

	for (size_t i = line_start(buf, off); i < off; i++) {
		if (buf[i] == '\t')
			col = (col / (unsigned)tab + 1) * (unsigned)tab;
		else if (((unsigned char)buf[i] & 0xc0) != 0x80)
			col++;	/* UTF-8 continuation bytes take no column */
	}
	return col + 1;
}

static void check_open(const char *buf, const FileComment *fc,
		       CommentStyle style, LexCursor *cur, Findings *out)
{
	unsigned line, col;

	(void)buf;
	if (fc->cls == CM_NET && style == ST_CUSTOMARY) {
		lex_cursor_at(cur, fc->c.start, &line, &col);
		findings_add(out, R_COMMENT_OPEN, fc->c.start, line, col, line, col + 1,
			     "multi-line comment starts with text; this "
			     "directory's convention (customary) puts '/*' alone "
			     "on the first line");
	} else if (fc->cls == CM_CUSTOMARY && style == ST_NET) {
		lex_cursor_at(cur, fc->c.start, &line, &col);
		findings_add(out, R_COMMENT_OPEN, fc->c.start, line, col, line, col + 1,
			     "multi-line comment has '/*' alone on its first "
			     "line; this directory's convention (net) starts the "
			     "text there");
	}
}

/* Continuation lines: each must start with a '*' under the opener's. */
static void check_stars(const char *buf, const FileComment *fc, int tab,
			LexCursor *cur, Findings *out)
{
	const LexComment *c = &fc->c;
	unsigned want = display_col(buf, c->body - 1, tab);
	size_t i = c->body;

	for (;;) {
		while (i < c->close && buf[i] != '\n' && buf[i] != '\r')
			i++;
		if (i >= c->close)
			return;
		i += buf[i] == '\r' && buf[i + 1] == '\n' ? 2 : 1;
		size_t k = i;
		while (k < c->end && (buf[k] == ' ' || buf[k] == '\t'))
			k++;
		unsigned line, col;
		lex_cursor_at(cur, k, &line, &col);
		if (k >= c->end || buf[k] != '*') {
			findings_add(out, R_COMMENT_STAR, k, line, col, line, col,
				     "comment line does not begin with '*'; "
				     "continuation lines of a multi-line comment "
				     "begin with a '*' under the '*' of '/*'");
			continue;
		}
		unsigned got = display_col(buf, k, tab);
		if (got != want)
			findings_add(out, R_COMMENT_STAR, k, line, col, line, col,
				     "'*' in display column %u, not under the '*' "
				     "of '/*' in column %u", got, want);
	}
}

static void check_close(const char *buf, const FileComment *fc,
			LexCursor *cur, Findings *out)
{
	const LexComment *c = &fc->c;
	size_t from = line_start(buf, c->close);

	if (from < c->body)	/* closed on the opener's line */
		return;
	while (from < c->close && (buf[from] == ' ' || buf[from] == '\t'))
		from++;
	/*
	 * Alone, or at the end of a run of stars or punctuation (a banner's
	 * edge): fine.  Text before it, or a blank between something and
	 * the closer (a star left over from the lines above), is not.
	 */
	bool bad = from < c->close && (buf[c->close - 1] == ' ' || buf[c->close - 1] == '\t');
	for (size_t k = from; k < c->close && !bad; k++)
		bad = is_text((unsigned char)buf[k]);
	if (bad) {
		unsigned line, col;

		lex_cursor_at(cur, c->close, &line, &col);
		findings_add(out, R_COMMENT_CLOSE, c->close, line, col, line, col + 1,
			     "'*/' shares its line with text; a multi-line "
			     "comment ends with '*/' alone on its last line");
	}
}

void check_comments(const char *buf, size_t len, const FileComment *cs,
		    size_t n, const Settings *s, CommentStyle style,
		    Findings *out)
{
	LexCursor cur;

	lex_cursor_init(&cur, buf, len);
	for (size_t i = 0; i < n; i++) {
		const FileComment *fc = &cs[i];

		if (fc->cls == CM_LINE) {
			if (s->rule[R_LINE_COMMENT]) {
				unsigned line, col;
				lex_cursor_at(&cur, fc->c.start, &line, &col);
				findings_add(out, R_LINE_COMMENT, fc->c.start, line, col, line, col + 1,
					     "'//' comment; the settings here ask "
					     "for '/* */' comments");
			}
			continue;
		}
		if (!comment_is_multi(fc->cls) || fc->c.unterminated)
			continue;
		if (s->rule[R_COMMENT_OPEN])
			check_open(buf, fc, style, &cur, out);
		if (s->rule[R_COMMENT_STAR])
			check_stars(buf, fc, s->tab_width, &cur, out);
		if (s->rule[R_COMMENT_CLOSE])
			check_close(buf, fc, &cur, out);
	}
}
