/*
 * comment_margin: the margins the fixes of the comment rules write.
 */
#ifndef UNIFORM_COMMENT_MARGIN_H
#define UNIFORM_COMMENT_MARGIN_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"
#include "rules/finding.h"
#include "syntax/lex.h"

/*
 * What a fix of one comment edits with: its line break and margin, made
 * when a fix first needs them.
 */
typedef struct Layout {
	const char *buf;
	size_t len;
	const LexComment *c;
	int tab;
	signed char tabs;	/* the file indents with tabs; -1: not known yet */
	bool no_tab;		/* ... and no line of it begins with a tab */
	bool busy;		/* closer_line_busy */
	bool ready;
	bool clean;		/* checkpatch takes the margin, or the file no tab */
	const char *eol;	/* "\n", "\r\n" or "\r" */
	Buf margin;		/* blanks before a continuation line's '*' */
	unsigned star;		/* display column of the opener's '*' */
	bool reindent;		/* the opener's blanks are not the margin's kind */
} Layout;

/*
 * l with its line break and margin made, at the first call after
 * l->ready went false (a new comment).
 */
Layout *margin_layout(Layout *l);

/*
 * Whether the margin may replace the blanks buf[from..to) before a
 * line's text (or start a new line, from == to): it is clean, or those
 * blanks were not either, so that checkpatch counts no line more.
 */
bool margin_fits(Layout *l, size_t from, size_t to, bool new_line);

/*
 * The fix of the finding just added: bytes [off, off + len) become eol
 * (or nothing), the margin, then tail.
 */
void margin_edit(Findings *out, size_t off, size_t len,
		 const Layout *l, bool eol, const char *tail);

/*
 * The opener's line is rewritten by the fix of the finding just added:
 * its blanks take the file's tabs too, as the new lines' margin does,
 * so that the patch's lines are all indented alike ("        /\* text"
 * in a file indented with tabs becomes "\t/\*", then "\t * text").
 */
void margin_reindent_opener(const char *buf, const LexComment *c,
			    const Layout *l, Findings *out);

/*
 * Whether the line whose text begins at k (before e) has something in
 * its margin that a '*' put before it would leave there, and what, in
 * why: a blank of Unicode (U+00A0 pasted from a web page), or a mark
 * that is no letter, digit nor '*' with a margin star after it (".*",
 * "+ *", a patch pasted in), or one followed by a blank in or left of
 * the opener's star column want ("&  & 0x100000", where the star
 * belongs; "# text", the margin of a shell's comments).
 */
bool margin_stray(const char *buf, size_t k, size_t e, unsigned want,
		  int tab, Buf *why);

#endif
