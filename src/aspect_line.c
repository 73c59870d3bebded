/*
 * aspect_line: indent and line-length, the aspects of whole lines.
 *
 * indent: a place is a line whose first token is code (not a directive)
 * and has blanks before it; a line that opens inside a comment, a
 * literal or a directive continued by a splice has no code token first,
 * and is none; nor is a label ("name:" first on its line), whose place,
 * in the first column or one space in, is a choice of its own.  tabs: tabs, then fewer than 8 spaces (the alignment the
 * kernel's style allows after the indentation); spaces: spaces only;
 * mixed: a space before a tab, or 8 spaces or more after tabs.
 *
 * line-length: a place is a line with something but blanks on it, code,
 * comment or directive alike, since the limit is on what the reader
 * sees; its width counts code points, tabs to the next multiple of 8,
 * without the line's end.  up-to-80, 81-100, over-100.
 */
#include "aspect_line.h"

#include <stdio.h>
#include <string.h>

void aspect_indent(const AspectFile *f)
{
	const Tokens *t = f->t;

	for (size_t i = 0; i < t->n && t->v[i].kind != TK_EOF; i++) {
		const Token *k = &t->v[i];
		size_t s = k->off;
		size_t spaces = 0;	/* after the last tab */
		bool tab = false, space_tab = false;

		if (!(k->flags & TF_BOL) ||
		    (k->kind == TK_IDENT && k->kw == KW_NONE && token_is(&k[1], P_COLON)))
			continue;
		/* Backwards: the spaces after the last tab, then the rest. */
		for (; s && f->buf[s - 1] == ' '; s--)
			spaces++;
		for (; s && (f->buf[s - 1] == ' ' || f->buf[s - 1] == '\t'); s--) {
			tab |= f->buf[s - 1] == '\t';
			space_tab |= f->buf[s - 1] == ' ';
		}
		if (s == k->off || (s && f->buf[s - 1] != '\n' && f->buf[s - 1] != '\r'))
			continue;
		f->place(f->ctx, !tab ? AV_INDENT_SPACES :
			 space_tab || spaces >= 8 ? AV_INDENT_MIXED : AV_INDENT_TABS,
			 k, NULL);
	}
}

/* The display column just past p[0 .. e - p), from column col. */
static unsigned columns(const char *p, const char *e, unsigned col)
{
	for (; p < e; p++)
		col = *p == '\t' ? (col / 8 + 1) * 8 : col + (((unsigned char)*p & 0xc0) != 0x80);
	return col;
}

/* The bytes of p[0 .. e - p) that continue a UTF-8 sequence. */
static size_t continuations(const char *p, const char *e)
{
	size_t n = 0;

	for (; p < e; p++)
		n += ((unsigned char)*p & 0xc0) == 0x80;
	return n;
}

/*
 * Classify the line buf[s .. e) of the given number.  Most lines are
 * short: after the indentation, a line without a tab whose bytes end by
 * column 80 is up to 80 columns without counting its characters.
 */
static void line_place(const AspectFile *f, size_t s, size_t e, uint32_t line)
{
	const char *p = f->buf + s, *end = f->buf + e;
	unsigned col = 0;
	char detail[32];

	for (; p < end && (*p == ' ' || *p == '\t' || *p == '\f' || *p == '\v'); p++)
		col = *p == '\t' ? (col / 8 + 1) * 8 : col + 1;
	if (p == end)
		return;
	Token k = { .off = (uint32_t)s, .line = line };
	if (memchr(p, '\t', (size_t)(end - p)))
		col = columns(p, end, col);
	else if (col + (size_t)(end - p) > 80)
		col += (unsigned)((size_t)(end - p) - continuations(p, end));
	if (col <= 80) {
		f->place(f->ctx, AV_LINE_80, &k, NULL);
		return;
	}
	snprintf(detail, sizeof(detail), "width %u", col);
	f->place(f->ctx, col <= 100 ? AV_LINE_100 : AV_LINE_LONG, &k, detail);
}

void aspect_line_length(const AspectFile *f)
{
	size_t s = 0;
	uint32_t line = 1;

	if (!memchr(f->buf, '\r', f->len)) {
		const char *nl;

		while (s < f->len && (nl = memchr(f->buf + s, '\n', f->len - s))) {
			line_place(f, s, (size_t)(nl - f->buf), line++);
			s = (size_t)(nl - f->buf) + 1;
		}
	} else {
		for (size_t i = 0; i < f->len; i++) {
			char c = f->buf[i];

			if (c != '\n' && c != '\r')
				continue;
			line_place(f, s, i, line++);
			if (c == '\r' && i + 1 < f->len && f->buf[i + 1] == '\n')
				i++;
			s = i + 1;
		}
	}
	if (s < f->len)
		line_place(f, s, f->len, line);
}
