/*
 * aspect_line: indent and line-length, the aspects of whole lines.
 *
 * indent: a place is a line whose first token is code (not a directive)
 * and has blanks before it; a line that opens inside a comment, a
 * literal or a directive continued by a splice has no code token first,
 * and is none.  tabs: tabs, then fewer than 8 spaces (the alignment the
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

void aspect_indent(const AspectFile *f)
{
	const Tokens *t = f->t;

	for (size_t i = 0; i < t->n && t->v[i].kind != TK_EOF; i++) {
		const Token *k = &t->v[i];
		size_t s = k->off;
		unsigned spaces = 0;	/* after the last tab */
		bool tab = false, space_tab = false;

		if (!(k->flags & TF_BOL))
			continue;
		while (s && (f->buf[s - 1] == ' ' || f->buf[s - 1] == '\t'))
			s--;
		if (s == k->off || (s && f->buf[s - 1] != '\n' && f->buf[s - 1] != '\r'))
			continue;
		for (size_t j = s; j < k->off; j++) {
			if (f->buf[j] == ' ') {
				spaces++;
			} else {
				space_tab |= spaces > 0;
				tab = true;
				spaces = 0;
			}
		}
		f->place(f->ctx, !tab ? AV_INDENT_SPACES :
			 space_tab || spaces >= 8 ? AV_INDENT_MIXED : AV_INDENT_TABS,
			 k, NULL);
	}
}

/* Classify the line buf[s .. e) of the given number. */
static void line_place(const AspectFile *f, size_t s, size_t e, uint32_t line)
{
	unsigned col = 0;
	bool blank = true;
	char detail[32];

	for (size_t i = s; i < e; i++) {
		unsigned char c = (unsigned char)f->buf[i];

		if (c == '\t')
			col = (col / 8 + 1) * 8;
		else
			col += (c & 0xc0) != 0x80;
		blank &= c == ' ' || c == '\t' || c == '\f' || c == '\v';
	}
	if (blank)
		return;
	Token k = { .off = (uint32_t)s, .line = line };
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

	for (size_t i = 0; i < f->len; i++) {
		char c = f->buf[i];

		if (c != '\n' && c != '\r')
			continue;
		line_place(f, s, i, line++);
		if (c == '\r' && i + 1 < f->len && f->buf[i + 1] == '\n')
			i++;
		s = i + 1;
	}
	if (s < f->len)
		line_place(f, s, f->len, line);
}
