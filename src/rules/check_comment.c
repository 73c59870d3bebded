/*
 * check_comment: the comment rules over a file's comments (comment_open,
 * comment_star, comment_close, line_comment), and what the three rules
 * of multi-line comments decide together, once a comment: whether they
 * look at it, the file's practice, whether it has a fix.
 *
 * Findings are made in increasing offset order, so one LexCursor turns
 * offsets into positions in a single pass over the file.
 *
 * The fixes change layout only, never a word of the text, and are the
 * patch a maintainer would take: nothing checkpatch did not say before
 * (comment_margin.c says what margins they write).
 *
 * Left without a fix (the findings stay):
 *  - the file's header and licence: a comment that holds
 *    "SPDX-License-Identifier" (which must stay on its line) or
 *    "Copyright" in any case, wherever it is (the notice of code taken
 *    from elsewhere is kept as its authors wrote it too); the comment
 *    right after a first line that holds the SPDX identifier, with only
 *    blank lines between (the block of the file's authors and copyright, which
 *    checkpatch exempts from the networking rule too); and any comment in
 *    the head of the file (only comments, blank lines and preprocessor
 *    lines but #include, such as an include guard, above it) that holds
 *    "(c)", "licence" or "license" in any case, "GPL", "BSD" or
 *    "Permission is hereby granted": legal text is left as its authors
 *    wrote it;
 *  - a comment with a line that begins with "#!": a script kept in the
 *    comment for a program to read ("perl -x file.c");
 *  - comment-open to customary when code precedes the opener on its line
 *    (the fix would leave an opener after the code, with the text below),
 *    or a mark follows it ("/\*!"), which would be cut off;
 *  - a comment whose opener is split by a line splice;
 *  - comment-star in a comment with a "**" margin (efs, parisc): the
 *    fix would leave " **", half a change;
 *  - comment-star at a line whose margin holds something other than
 *    text (margin_stray: "+ *" of a pasted patch, ".*", U+00A0), and
 *    comment-close after such a mark: a star put before it keeps it;
 *  - every rule at a comment where another rule has no fix: a comment
 *    is fixed whole or not at all (fix_whole).
 * Each such finding's message says why.  Whether a comment is looked at
 * is decided once for the three rules (comment_held): stars or a closer
 * held by a box, a table or the file's practice hold the whole comment.
 */
#include "rules/check_comment.h"

#include <stdbool.h>
#include <string.h>
#include <strings.h>

#include "base/buf.h"
#include "rules/comment_close.h"
#include "rules/comment_margin.h"
#include "rules/comment_open.h"
#include "rules/comment_shape.h"
#include "rules/comment_star.h"
#include "rules/comment_text.h"
#include "rules/line_comment.h"

/* Whether buf[from..to) holds w, letters compared without case if fold. */
static bool holds_text(const char *buf, size_t from, size_t to, const char *w,
		       bool fold)
{
	size_t n = strlen(w);

	if (!fold)
		return to > from && memmem(buf + from, to - from, w, n);
	for (size_t i = from; i + n <= to; i++)
		if ((buf[i] | 0x20) == (w[0] | 0x20) && !strncasecmp(buf + i, w, n))
			return true;
	return false;
}

/*
 * Whether a line may stand above a file's licence banner: an SPDX tag
 * (as a // comment or a one-line block comment), a version control id
 * in a one-line block comment ("/\* $OpenBSD: ... $ *\/") or an include
 * guard.
 */
static bool header_line(const char *p, size_t n)
{
	static const char *const ids[] = {
		"$openbsd:", "$netbsd:", "$freebsd:", "$id:", "$id$", "$header:",
	};
	bool spdx = holds_text(p, 0, n, "spdx-license-identifier", true);

	if (n >= 2 && p[0] == '/' && p[1] == '/')
		return spdx;
	if (n >= 4 && p[0] == '/' && p[1] == '*') {
		/* The BSDs put the file's version control id above its licence. */
		for (size_t i = 0; !spdx && i < sizeof(ids) / sizeof(ids[0]); i++)
			spdx = holds_text(p, 0, n, ids[i], true);
		return spdx && p[n - 2] == '*' && p[n - 1] == '/';
	}
	return (n > 8 && !memcmp(p, "#ifndef ", 8)) ||
	       (n > 8 && !memcmp(p, "#define ", 8) && !memchr(p + 8, ' ', n - 8)) ||
	       (n == 12 && !memcmp(p, "#pragma once", 12));
}

/*
 * Whether comment c holds one of the words of a licence; with strict,
 * one that only legal text holds ("licence" alone may be a word).
 */
static bool licence_words(const char *buf, const LexComment *c, bool strict)
{
	static const char *const words[] = {
		"copyright", "warranty", "permission is hereby granted", "(c) ",
		"general public license", "spdx-license-identifier",
		"license", "licence",
	};
	size_t n = sizeof(words) / sizeof(words[0]) - (strict ? 2 : 0);
	size_t k[sizeof(words) / sizeof(words[0])];	/* their lengths */
	bool first[256] = { false };	/* a word's first byte, letters folded */

	/*
	 * One pass over the comment, not one a word (holds_text): a word is
	 * compared only where a byte could begin it.
	 */
	for (size_t w = 0; w < n; w++) {
		first[(unsigned char)words[w][0] | 0x20] = true;
		k[w] = strlen(words[w]);
	}
	for (size_t i = c->start; i < c->end; i++) {
		if (!first[(unsigned char)buf[i] | 0x20])
			continue;
		for (size_t w = 0; w < n; w++)
			if (i + k[w] <= c->end && (buf[i] | 0x20) == (words[w][0] | 0x20) &&
			    (buf[i + 1] | 0x20) == (words[w][1] | 0x20) &&
			    !strncasecmp(buf + i, words[w], k[w]))
				return true;
	}
	return false;
}

/*
 * Whether the file's first multi-line comment c is its licence or header
 * banner: only blank lines and header lines before it, and one of the
 * words of a licence in it.  The licence is the copyright holders' text;
 * checkpatch wants the SPDX tag on line 1 as it stands.
 */
static bool licence_banner(const char *buf, const LexComment *c)
{
	size_t i = c->start >= 3 && !memcmp(buf, "\xef\xbb\xbf", 3) ? 3 : 0;

	while (i < c->start) {
		size_t k = skip_blanks(buf, i, c->start), e = k;

		while (e < c->start && !is_eol(buf[e]))
			e++;
		if (e == c->start) {	/* its own line: nothing but blanks */
			if (k < e)
				return false;
			break;
		}
		if (k < e && !header_line(buf + k, e - k))
			return false;
		i = next_line(buf, e);
	}
	return licence_words(buf, c, false);
}

/* Whether a line of the comment begins with "#!". */
static bool holds_script(const char *buf, const LexComment *c)
{
	const char *p = buf + c->body, *end = buf + c->close;

	while ((p = memchr(p, '#', (size_t)(end - p))) && p + 1 < end) {
		size_t k = (size_t)(p - buf);

		if (p[1] == '!' && skip_blanks(buf, aspect_line_start(buf, k), k) == k)
			return true;
		p++;
	}
	return false;
}

/*
 * Whether a comment is left without fixes: the file's header or licence,
 * or a script (see the top of this file); head says that only comments,
 * blank lines and directives precede it, spdx that it comes right after
 * the SPDX line.
 */
static bool left_alone(const char *buf, const LexComment *c, bool head,
		       bool spdx)
{
	static const char *const folded[] = { "(c)", "licence", "license" };
	static const char *const exact[] = {
		"GPL", "BSD", "Permission is hereby granted",
	};

	if (spdx || holds_script(buf, c) ||
	    holds_text(buf, c->start, c->end, "SPDX-License-Identifier", false) ||
	    holds_text(buf, c->start, c->end, "opyright", false) ||
	    holds_text(buf, c->start, c->end, "OPYRIGHT", false))
		return true;	/* Copyright, copyright, COPYRIGHT */
	for (size_t i = 0; head && i < sizeof(folded) / sizeof(*folded); i++)
		if (holds_text(buf, c->start, c->end, folded[i], true))
			return true;
	for (size_t i = 0; head && i < sizeof(exact) / sizeof(*exact); i++)
		if (holds_text(buf, c->start, c->end, exact[i], false))
			return true;
	return false;
}

/* Whether p begins with "include" (#include, #include_next). */
static bool starts_include(const char *p)
{
	return p[0] == 'i' && !strncmp(p, "include", 7);
}

/*
 * Whether buf[from..to) is white space only, or also lines of the
 * preprocessor but #include when directives is set (an include guard
 * above a licence); has_cr says whether the file holds a CR at all.
 */
static bool white(const char *buf, size_t from, size_t to, bool directives,
		  bool has_cr)
{
	bool bol = from == 0 || is_eol(buf[from - 1]);

	for (; from < to; from++) {
		if (is_eol(buf[from])) {
			bol = true;
		} else if (buf[from] == '#' && bol && directives &&
			   !starts_include(buf + skip_blanks(buf, from + 1, to))) {
			/* to the line's end by a search: headers of directives are long */
			const char *nl = memchr(buf + from, '\n', to - from);
			size_t e = nl ? (size_t)(nl - buf) : to;
			const char *cr = has_cr ? memchr(buf + from, '\r', e - from) : NULL;

			from = (cr ? (size_t)(cr - buf) : e) - 1;
		} else if (!is_blank(buf[from]) && buf[from] != '\f' && buf[from] != '\v') {
			return false;
		}
	}
	return true;
}

/*
 * Which of the three rules look at a multi-line comment (first: the
 * file's first; head: only comments, blank lines and directives but
 * #include before it): none at the licence banner, at licence text in
 * the file's head (a description, then the licence), or at code put out
 * of use
 * (two lines of code and a third of its lines of text at least: prose
 * lists end items in ';' too; or lines ending in ");", statements, half
 * of its lines of text at least, or all of it one statement or rows of
 * an initializer, or its opener's line a statement: statement_comment),
 * or at a drawing (more than half of its lines of text without a word,
 * one of them drawing: draw_line), which still counts in the file's
 * practice (idle);
 * none of them at a comment after code (a note on its line, however it
 * is continued: the judged draws took no patch for one); -close and
 * -star not in a box (two lines or more end in a '*' after a blank) nor
 * in a framed title block; -star not at a table or a diagram, whose
 * columns matter more than a margin, nor where a row of stars is drawn.
 */
typedef struct Judged {
	Shape sh;
	bool open, close, star;	/* whether the rule looks at it */
	bool close_bad;		/* close_bad */
	bool header;		/* function_header */
	bool framed;		/* framed: counted, never reported */
	bool idle;		/* code put out of use: counted, never reported */
	bool tag;		/* member_tag: its opener counted, never reported */
	bool head;		/* only comments, blanks and directives before it */
	bool held;		/* its stars or closer are off in a box, table... */
} Judged;

/*
 * Whether a banner comment (a rule after its opener) also ends in a rule
 * of six or more before its closer (after a margin star, if any): a
 * framed title block, whose frame stands where its author drew it.  It
 * counts in the file's practice of closers as one alone on its line.
 */
static bool framed(const char *buf, const FileComment *fc)
{
	const LexComment *c = &fc->c;
	size_t k = skip_blanks(buf, aspect_line_start(buf, c->close), c->close);

	if (fc->cls != CM_BANNER || k < c->body)
		return false;
	size_t e = c->close;

	if (k + 1 < e && buf[k] == '*' && is_blank(buf[k + 1]))
		k = skip_blanks(buf, k + 1, e);	/* " * ------ *\/" */
	while (e > k && is_blank(buf[e - 1]))
		e--;
	for (size_t i = k; i < e; i++)
		if (is_text((unsigned char)buf[i]) || is_blank(buf[i]))
			return false;
	return e - k >= 6;
}

/*
 * Whether comment c opens with kernel-doc's member tag on its first
 * line, an opener then "private: internal use only": kernel-doc reads the
 * tag only right after the opener, so moving the text off the opener's
 * line is no fix (every member after it would turn up as undocumented).
 */
static bool member_tag(const char *buf, const LexComment *c)
{
	size_t k = skip_blanks(buf, c->body, c->close), n = c->close - k;

	return (n >= 8 && !memcmp(buf + k, "private:", 8)) ||
	       (n >= 7 && !memcmp(buf + k, "public:", 7));
}

static void judge(const char *buf, const FileComment *fc, bool first,
		  bool head, int tab, Judged *j)
{
	const LexComment *c = &fc->c;
	size_t from;

	shape_body_lines(buf, c, tab, &j->sh);
	j->open = j->close = j->star = j->close_bad = j->idle = j->tag = false;
	j->held = false;
	if ((first && licence_banner(buf, c)) || (head && licence_words(buf, c, true)) ||
	    j->sh.sample >= 3)
		return;
	j->idle = ((j->sh.code >= 2 || j->sh.code == j->sh.text) && j->sh.code &&
		   j->sh.code * 3 >= j->sh.text) ||
		  (j->sh.call >= 1 && j->sh.call * 2 >= j->sh.text) ||
		  shape_statement_comment(buf, c) ||
		  (j->sh.drawn && 2 * j->sh.draw > j->sh.text);
	j->open = !c->trailing;
	j->tag = member_tag(buf, c);
	j->close = !c->trailing && j->sh.box < 2;
	j->framed = framed(buf, fc);
	j->star = j->close && j->sh.table < 3 && !j->framed && j->sh.stars == 0;
	j->close_bad = close_bad(buf, c, &from);
	j->held = !c->trailing && ((j->sh.star != STAR_OK && !j->star) ||
				   (j->close_bad && (!j->close || j->framed)));
}

/*
 * Whether comment c, opened at the start of its line, stands right above
 * a function's definition or declaration: the next line that is not
 * blank begins at its start with a name and holds a '('.  A file may
 * write its function headers one way and its other comments another
 * (libuv's "function:" blocks, AMD's "Function:" headers).
 */
static bool function_header(const char *buf, size_t len, const LexComment *c)
{
	size_t i = c->end;

	if (aspect_line_start(buf, c->start) != c->start)
		return false;
	while (i < len && (is_blank(buf[i]) || is_eol(buf[i])))
		i++;
	if (i >= len || aspect_line_start(buf, i) != i ||
	    !(is_text((unsigned char)buf[i]) || buf[i] == '_'))
		return false;
	for (; i < len && !is_eol(buf[i]); i++)
		if (buf[i] == '(')
			return true;
	return false;
}

/*
 * The file's own practice: of the comments each rule looks at, how many
 * have each form.  A form that makes up 40% of them or more, among three
 * at least, is the file's style, not a slip, and no finding: a judged
 * draw of the kernel's findings took no patch for such files, and 40%
 * removed most of them while leaving the files with one odd comment in
 * many (docs/research/comments.md counts the other cut-offs).  A file
 * with fewer than three has no practice to tell a slip from: a check of
 * whole files leaves it alone (no maintainer in the judged draws took a
 * patch restyling a file's only one or two comments), and a check of
 * new code (--diff, --staged, --patch) holds it to the convention.  A
 * convention named on the command line (--set uniform_comment_style)
 * is what the user asks for now: the openers' practice gives way to it.
 * uniform_file_practice = false holds every comment to the convention,
 * for a project that sweeps its tree clean.
 */
typedef struct Practice {
	unsigned open[CM_NCLASS];	/* openers, by class */
	unsigned header[CM_NCLASS];	/* ... of function headers */
	unsigned close, close_bad;	/* closers; those with text */
	unsigned star, star_form[STAR_FORMS];	/* comments; by star form */
} Practice;

static bool practised(unsigned n, unsigned total, const Settings *s)
{
	if (!s->file_practice)
		return false;
	if (total < 3)
		return !s->new_code;
	return settings_practice_share(n, total);
}

/*
 * Whether the file's function headers (three at least) have a practice
 * of their own that cls is: a series of headers written alike is the
 * file's way for them, whatever its other comments do.
 */
static bool headers_practised(const Practice *pr, unsigned cls,
			      const Settings *s)
{
	unsigned total = pr->header[CM_NET] + pr->header[CM_CUSTOMARY];

	return total >= 3 && practised(pr->header[cls], total, s);
}

/*
 * Where the scan for "#if 0" blocks stands: the offset it has read to,
 * the depth of conditional directives there, and the depth at which an
 * "#if 0" opened the block it is in (0: none).
 */
typedef struct DeadScan {
	size_t at;
	unsigned depth, dead;
} DeadScan;

/*
 * Read the directives of the lines from d->at up to to (no comment lies
 * between them) and say whether to is inside an "#if 0" block, the
 * preprocessor's way of putting code out of use (up to its #else, #elif
 * or #endif).
 */
static bool in_dead_block(const char *buf, size_t to, DeadScan *d)
{
	size_t i = d->at, start;

	if (i > 0 && !is_eol(buf[i - 1]))	/* after a comment: next line */
		while (i < to && !is_eol(buf[i]))
			i++;
	/*
	 * From '#' to '#' (memchr): a line that is no directive is passed
	 * over without reading it byte by byte.  A '#' opens a directive
	 * when only blanks stand before it on its line: back to a line end,
	 * or to start, where a line starts when the look back reaches it.
	 */
	start = i;
	for (const char *h; i < to && (h = memchr(buf + i, '#', to - i)); i++) {
		size_t k = (size_t)(h - buf), s = k;

		while (s > start && is_blank(buf[s - 1]))
			s--;
		i = k;
		if (s > start && !is_eol(buf[s - 1]))
			continue;	/* not first on its line */
		/* Its words end at the line's end, no letter: to bounds them too. */
		k = skip_blanks(buf, k + 1, to);
		if (buf[k] != 'i' && buf[k] != 'e') {
			i = k;	/* #define, #pragma...: none of the words below */
			continue;
		}
		if (word_at(buf, k, to, "if") || word_at(buf, k, to, "ifdef") ||
		    word_at(buf, k, to, "ifndef")) {
			d->depth++;
			size_t x = skip_blanks(buf, k + 2, to);

			if (!d->dead && word_at(buf, k, to, "if") &&
			    word_at(buf, x, to, "0"))
				d->dead = d->depth;
		} else if (word_at(buf, k, to, "else") || word_at(buf, k, to, "elif")) {
			if (d->dead == d->depth)
				d->dead = 0;
		} else if (word_at(buf, k, to, "endif") && d->depth) {
			if (d->dead == d->depth)
				d->dead = 0;
			d->depth--;
		}
		i = k;
	}
	d->at = to;
	return d->dead != 0;
}

/*
 * Judge the file's multi-line comments into js (a Judged each), and count
 * the practice: pr[0] of the comments the rules look at, pr[1] of those
 * and the code put out of use, as written.  A form practised by either
 * is no finding, so that leaving a comment alone as code never makes
 * the others' form a minority.
 */
static void count_practice(const char *buf, size_t len, const FileComment *cs,
			   size_t n, int tab, bool has_cr, Practice pr[2],
			   Buf *js)
{
	bool first = true, head = true;
	size_t prev = 0;
	DeadScan dead = { 0, 0, 0 };
	Judged j;

	for (size_t i = 0; i < n; i++) {
		head = head && white(buf, prev, cs[i].c.start, true, has_cr);
		bool out_of_use = in_dead_block(buf, cs[i].c.start, &dead);

		prev = dead.at = cs[i].c.end;
		if (!comment_is_multi(cs[i].cls) || cs[i].c.unterminated)
			continue;
		judge(buf, &cs[i], first, head, tab, &j);
		j.head = head;
		j.idle |= out_of_use;	/* code put out of use, its comments too */
		first = false;
		j.header = j.open && function_header(buf, len, &cs[i].c);
		for (Practice *p = j.idle ? &pr[1] : pr; p <= &pr[1]; p++) {
			p->open[cs[i].cls] += j.open;
			p->header[cs[i].cls] += j.header;
			p->close += j.close;
			p->close_bad += j.close && j.close_bad;
			bool star = j.star && (p == pr || !j.idle || j.sh.star != STAR_NONE);

			p->star += star;
			p->star_form[j.sh.star] += star;
		}
		if (j.idle)	/* in the practice of pr[1], but no finding */
			j.open = j.close = j.star = j.header = false;
		if (j.tag)	/* its opener in the practice, but no finding */
			j.open = false;
		buf_add(js, &j, sizeof(j));
	}
}

/*
 * Whether the comment is left alone by all three rules, decided once:
 * its stars or its closer are off, but a box or a table holds them
 * (Judged.held) or the file's practice does.  A fix of the rest would
 * make a hybrid no convention asks for ("/\*" alone over lines without
 * stars, "*\/" alone under them).  An opener the file's practice holds
 * holds only itself (*open goes false): stars and a closer alone fixed
 * after "/\* text" are the networking style, a convention; unless the
 * convention was named on the command line, which the openers follow.
 */
static bool comment_held(const Judged *j, const Practice pr[2], unsigned cls,
			 const Settings *s, bool *open, bool star, bool close)
{
	bool open_ok = false, star_ok = false, close_ok = false;

	for (const Practice *p = pr; p <= &pr[1]; p++) {
		open_ok |= practised(p->open[cls], p->open[CM_NET] +
				     p->open[CM_CUSTOMARY], s) ||
			   (j->header && headers_practised(p, cls, s));
		star_ok |= practised(p->star_form[j->sh.star], p->star, s);
		close_ok |= practised(p->close_bad, p->close, s);
	}
	*open = *open && (s->style_from == OR_COMMAND || !open_ok);
	return j->held || (star && star_ok) || (close && close_ok);
}

/*
 * Why a comment has no fix at all (no Layout): a script in it, its
 * opener split by a line splice, or the file's header and licence.
 */
static const char *unfixed_why(const char *buf, const FileComment *fc)
{
	if (fc->c.body - fc->c.start != 2)
		return "its '/*' is split by a line splice";
	if (holds_script(buf, &fc->c))
		return "a line begins with '#!': a script kept in the comment";
	return "the file's header and licence are left as their authors wrote them";
}

/*
 * A comment is fixed whole or not at all: when a finding of the comment,
 * out->v[first ..], has no fix, the others' fixes go too, and each says
 * why; why_none, when not NULL, is why none has one.
 */
static void fix_whole(Findings *out, size_t first, const char *why_none)
{
	const Finding *bare = NULL;
	Buf why = { 0 };
	MemHold hold;

	for (size_t i = first; i < out->n && !bare; i++)
		if (!out->v[i].nedits)
			bare = &out->v[i];
	if (!bare)
		return;
	mem_hold(&hold, buf_release, &why);
	buf_printf(&why, "its %s finding has none, and a comment is fixed "
		   "whole or not at all", rule_name(bare->rule));
	for (size_t i = first; i < out->n; i++) {
		if (out->v[i].nedits)
			findings_unfix(out, i, why.data);
		else if (why_none && !strstr(out->v[i].message, "(no fix: "))
			findings_unfix(out, i, why_none);
	}
	mem_let_go(&hold);
	buf_free(&why);
}

void check_comment_forms(const char *buf, size_t len, const FileComment *cs,
			 size_t n, bool has_cr, int tab, Count form[CF_N])
{
	Practice pr[2] = { 0 };
	Buf js = { 0 };
	MemHold hold;
	size_t m = 0;

	mem_hold(&hold, buf_release, &js);
	count_practice(buf, len, cs, n, tab, has_cr, pr, &js);
	for (size_t i = 0; i < n; i++) {
		if (!comment_is_multi(cs[i].cls) || cs[i].c.unterminated)
			continue;
		const Judged j = ((const Judged *)(const void *)js.data)[m++];
		int kind = j.header ? KIND_HEADER : KIND_OTHER;

		if (j.open && (cs[i].cls == CM_CUSTOMARY || cs[i].cls == CM_NET))
			form[comment_form(kind, CP_OPEN, cs[i].cls == CM_NET)]++;
		if (!j.header && cs[i].cls == CM_NET)
			kind = KIND_NET;
		if (j.close && !j.framed)
			form[comment_form(kind, CP_CLOSE, j.close_bad)]++;
		if (j.star)
			form[comment_form(kind, CP_STAR, j.sh.star == STAR_NONE)]++;
	}
	mem_let_go(&hold);
	buf_free(&js);
}

/*
 * Under the practice, the findings from first on (of part p, kind) say
 * which practice asks for what they ask.
 */
static void practice_said(const Convention *conv, CommentPart p, int kind,
			  Findings *out, size_t first)
{
	Buf b = { 0 };
	MemHold hold;

	if (!conv->forms || first == out->n)
		return;
	mem_hold(&hold, buf_release, &b);
	buf_puts(&b, ", as ");
	form_text(conv, p, kind, &b);
	buf_puts(&b, " does");
	for (size_t i = first; i < out->n; i++)
		findings_append(out, i, b.data);
	mem_let_go(&hold);
	buf_free(&b);
}

void check_comments(const char *buf, size_t len, const FileComment *cs,
		    size_t n, bool has_cr, const Settings *s,
		    const Convention *conv, Findings *out)
{
	LexCursor cur;
	Layout lay = { .buf = buf, .len = len, .tab = s->tab_width, .tabs = -1 };
	Buf text[2] = { { 0 }, { 0 } };	/* the convention's words, by kind */
	Convention practice[2];		/* comment-open's, by kind, under forms */
	MemHold hold[3], hold_js;
	bool spdx = false;	/* the comment before is an SPDX first line */
	size_t prev = 0;	/* the end of the comment before */
	Practice pr[2] = { 0 };
	Buf js = { 0 };		/* the Judged of each multi-line comment */
	size_t m = 0;
	bool any = settings_comment_rules(s);

	mem_hold(&hold_js, buf_release, &js);
	lex_cursor_init(&cur, buf, len, has_cr);
	if (any)
		count_practice(buf, len, cs, n, s->tab_width, cur.has_cr, pr, &js);
	mem_hold(&hold[0], buf_release, &lay.margin);
	mem_hold(&hold[1], buf_release, &text[0]);
	mem_hold(&hold[2], buf_release, &text[1]);
	for (int kind = 0; conv->forms && kind < 2; kind++) {
		signed char f = conv->form[CP_OPEN][kind].form;

		practice[kind] = *conv;
		practice[kind].style = f == 0 ? ST_CUSTOMARY : f == 1 ? ST_NET : ST_ANY;
		practice[kind].kind = kind;
	}
	for (size_t i = 0; i < n; i++) {
		const FileComment *fc = &cs[i];

		bool after_spdx = spdx && white(buf, prev, fc->c.start, false,
						cur.has_cr);

		spdx = i == 0 && fc->c.line == 1 && holds_text(buf, fc->c.start,
				fc->c.end, "SPDX-License-Identifier", false);
		prev = fc->c.end;
		if (fc->cls == CM_LINE) {
			if (s->rule[R_LINE_COMMENT])
				check_line_comment(fc, out);
			continue;
		}
		if (!comment_is_multi(fc->cls) || fc->c.unterminated || !any)
			continue;
		const Judged j = ((const Judged *)(const void *)js.data)[m++];
		int okind = j.header ? KIND_HEADER : KIND_OTHER, kind = okind;
		const Convention *oconv = conv;
		bool form_star = false, form_close = false;

		if (conv->forms) {	/* the practice, of comments of its kind */
			oconv = &practice[okind];
			if (!j.header && fc->cls == CM_NET)
				kind = KIND_NET;	/* for the closer and stars */
			form_star = conv->form[CP_STAR][kind].form != 0;
			form_close = conv->form[CP_CLOSE][kind].form != 0;
		}
		bool open = j.open && open_against(buf, fc, oconv);
		bool star = j.star && j.sh.star != STAR_OK;
		bool close = j.close && !j.framed && j.close_bad;
		size_t first = out->n, at;

		if (comment_held(&j, pr, fc->cls, s, &open, star && !form_star,
				 close && !form_close) ||
		    (star && form_star) || (close && form_close))
			continue;
		/*
		 * "/\*" alone over lines without stars, where the practice
		 * starts the text there: once the opener is fixed the comment
		 * opens with text, and such comments go without stars there
		 * (zstd's lib/compress), so its stars are not asked for.
		 */
		star = star && !(conv->forms && open && kind == KIND_OTHER &&
				 s->rule[R_COMMENT_OPEN] && j.sh.star == STAR_NONE &&
				 conv->form[CP_STAR][KIND_NET].form != 0);
		open = open && s->rule[R_COMMENT_OPEN];
		star = star && s->rule[R_COMMENT_STAR];
		close = close && s->rule[R_COMMENT_CLOSE];
		if (!open && !star && !close)
			continue;	/* no rule looks at it: most comments */

		/*
		 * No fixes for an opener split by a line splice, nor a licence;
		 * asked only here, of a comment a rule looks at.
		 */
		Layout *l = fc->c.body - fc->c.start == 2 &&
			    !left_alone(buf, &fc->c, j.head, after_spdx) ? &lay : NULL;

		lay.c = &fc->c;
		lay.ready = false;
		lay.busy = closer_line_busy(buf, len, &fc->c);
		if (open)
			check_open(buf, fc, oconv, &text[okind], l, &cur, out);
		at = out->n;
		if (star) {
			check_stars(buf, len, fc, s->tab_width,
				    j.sh.dstar ? NULL : l, &cur, out);
			if (j.sh.dstar && l && out->n > at)
				findings_unfix(out, at, "a line's margin is '**', which "
					       "the other lines' fix would leave half "
					       "changed");
		}
		practice_said(conv, CP_STAR, kind, out, at);
		at = out->n;
		if (close)
			check_close(buf, fc, l, &cur, out);
		practice_said(conv, CP_CLOSE, kind, out, at);
		fix_whole(out, first, l ? NULL : unfixed_why(buf, fc));
	}
	mem_let_go(&hold[2]);
	mem_let_go(&hold[1]);
	mem_let_go(&hold[0]);
	buf_free(&text[0]);
	buf_free(&text[1]);
	buf_free(&lay.margin);
	mem_let_go(&hold_js);
	buf_free(&js);
}
