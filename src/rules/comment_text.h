/*
 * comment_text: the comment rules' readers of bytes and lines (columns,
 * blanks, line ends, words), inline as they run on every byte; for the
 * files of the comment rules only.
 */
#ifndef UNIFORM_COMMENT_TEXT_H
#define UNIFORM_COMMENT_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "aspects/aspect.h"
#include "syntax/lex.h"

static inline bool is_text(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c >= 0x80;
}

/* 1-based display column of off: tabs expanded, one column a character. */
static inline unsigned display_col(const char *buf, size_t off, int tab)
{
	unsigned col = 0;

	for (size_t i = aspect_line_start(buf, off); i < off; i++) {
		if (buf[i] == '\t')
			col = (col / (unsigned)tab + 1) * (unsigned)tab;
		else if (((unsigned char)buf[i] & 0xc0) != 0x80)
			col++;	/* UTF-8 continuation bytes take no column */
	}
	return col + 1;
}

static inline bool is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static inline bool is_eol(char c)
{
	return c == '\n' || c == '\r';
}

/* Offset of the first byte from off on that is not a blank, up to end. */
static inline size_t skip_blanks(const char *buf, size_t off, size_t end)
{
	while (off < end && is_blank(buf[off]))
		off++;
	return off;
}

/*
 * Offset of the first line end (LF or CR) in buf[from, to), or to; by
 * memchr, the CR looked for only before the LF.
 */
static inline size_t line_end(const char *buf, size_t from, size_t to)
{
	if (from >= to)
		return from;
	const char *nl = memchr(buf + from, '\n', to - from);
	size_t e = nl ? (size_t)(nl - buf) : to;
	const char *cr = memchr(buf + from, '\r', e - from);

	return cr ? (size_t)(cr - buf) : e;
}

/* Offset just past the line break at off. */
static inline size_t next_line(const char *buf, size_t off)
{
	return off + (buf[off] == '\r' && buf[off + 1] == '\n' ? 2 : 1);
}

/*
 * Whether anything but blanks follows the comment's closer on its line
 * (code, or the next comment).  A fix that moved that line would move
 * what follows, and with it the column of a comment opened there, whose
 * own fixes would then change in the next round, and so on down a chain
 * of such comments: the closer's line is left where it is.
 */
static inline bool closer_line_busy(const char *buf, size_t len,
				    const LexComment *c)
{
	size_t k = skip_blanks(buf, c->end, len);

	return k < len && !is_eol(buf[k]);
}

/* Whether the physical line holding off also holds at (at >= off). */
static inline bool line_holds(const char *buf, size_t off, size_t at)
{
	for (; off < at; off++)
		if (is_eol(buf[off]))
			return false;
	return true;
}

/*
 * Whether blanks s[0..n) are an indentation checkpatch takes: no blank
 * before a tab, fewer than tab spaces in a row.
 */
static inline bool clean_blanks(const char *s, size_t n, int tab)
{
	int run = 0;

	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\t' && run)
			return false;
		run = s[i] == '\t' ? 0 : run + 1;
		if (run >= tab)
			return false;
	}
	return true;
}

/* Whether buf[k, e) begins with word w and then no letter, digit or '_'. */
static inline bool word_at(const char *buf, size_t k, size_t e,
			   const char *w)
{
	size_t n = strlen(w);

	return e - k >= n && !memcmp(buf + k, w, n) &&
	       (e - k == n || !(is_text((unsigned char)buf[k + n]) || buf[k + n] == '_'));
}

#endif
