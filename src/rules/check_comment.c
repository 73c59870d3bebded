/*
 * check_comment: judge each comment's shape against the settings.
 *
 * comment-open compares a multi-line comment's class with the convention
 * in force (kernel-doc and banner comments have no choice and are never
 * findings).  comment-close wants the closer of a multi-line comment
 * alone on its line: letters or digits before it on that line are a
 * finding, a row of stars or dashes is not, nor a closer right after a
 * star ("**\/", which checkpatch takes after any text).  comment-star
 * wants every line after the first to begin, after its indentation, with
 * a '*' in the display column of the opener's '*' (tabs expanded to
 * tab_width).
 * line-comment, off by default, reports every // comment.
 *
 * Findings are made in increasing offset order, so one LexCursor turns
 * offsets into positions in a single pass over the file.
 *
 * The fixes change layout only, never a word of the text, and are the
 * patch a maintainer would take: nothing checkpatch did not say before.
 * A line's margin is the blanks before its '*', made to put the '*'
 * under the opener's: the opener's own indentation and a blank when only
 * blanks precede the opener, else (or when that has a blank before a tab,
 * or tab_width spaces in a row) tabs then spaces in a file indented with
 * tabs, spaces in one indented with spaces.  A margin checkpatch would
 * call "code indent should use tabs" is never written on a new line, nor
 * on a line that had none.  Line breaks are the file's own.  Text that
 * had no star keeps its indentation relative to the other such lines.
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
 *    text (stray_margin: "+ *" of a pasted patch, ".*", U+00A0), and
 *    comment-close after such a mark: a star put before it keeps it;
 *  - every rule at a comment where another rule has no fix: a comment
 *    is fixed whole or not at all (fix_whole).
 * Each such finding's message says why.  Whether a comment is looked at
 * is decided once for the three rules (comment_held): stars or a closer
 * held by a box, a table or the file's practice hold the whole comment.
 * A line with no star that is a whole statement or a directive, in a
 * comment of prose, is code put out of use (loose_code_line): no
 * comment-star finding for it.
 * An opener out of line with its own stars and with the code below it
 * (all continuation lines agree on a column, and the next line's
 * indentation is one column left of it) is what is wrong: the fix of its
 * stars re-indents the opener like that line, instead of moving them.
 * When the code below does not settle it, an opener off the tab stops
 * over stars on them, in a file indented with tabs, gets no fix.
 */
#include "rules/check_comment.h"

#include <stdbool.h>
#include <string.h>
#include <strings.h>

#include "base/buf.h"

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

static bool is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static bool is_eol(char c)
{
	return c == '\n' || c == '\r';
}

/* Offset of the first byte from off on that is not a blank, up to end. */
static size_t skip_blanks(const char *buf, size_t off, size_t end)
{
	while (off < end && is_blank(buf[off]))
		off++;
	return off;
}

/* Offset just past the line break at off. */
static size_t next_line(const char *buf, size_t off)
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
static bool closer_line_busy(const char *buf, size_t len, const LexComment *c)
{
	size_t k = skip_blanks(buf, c->end, len);

	return k < len && !is_eol(buf[k]);
}

/* Whether the physical line holding off also holds at (at >= off). */
static bool line_holds(const char *buf, size_t off, size_t at)
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
static bool clean_blanks(const char *s, size_t n, int tab)
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

/*
 * Whether the file indents with tabs: more lines begin with a tab than
 * with two spaces or more before something other than a '*' (a comment's
 * margin), among its first 200 indented lines; a file with neither
 * counts as indented with tabs.
 */
static bool indents_with_tabs(const char *buf, size_t len)
{
	size_t tabs = 0, spaces = 0;

	for (size_t i = 0; i < len && tabs + spaces < 200;) {
		size_t k = skip_blanks(buf, i, len);
		const char *nl;

		if (buf[i] == '\t')
			tabs++;
		else if (k - i >= 2 && k < len && buf[k] != '*' && !is_eol(buf[k]))
			spaces++;
		nl = memchr(buf + k, '\n', len - k);
		if (!nl)
			break;
		i = (size_t)(nl - buf) + 1;
	}
	return tabs >= spaces;
}

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

	for (size_t w = 0; w < n; w++)
		if (holds_text(buf, c->start, c->end, words[w], true))
			return true;
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

/* Offset past a margin star and the blanks after it, from k on. */
static size_t skip_margin(const char *buf, size_t k, size_t to)
{
	if (k < to && buf[k] == '*' && (k + 1 == to || is_blank(buf[k + 1])))
		k = skip_blanks(buf, k + 1, to);
	return k;
}

/*
 * Whether buf[k, end), blanks before it aside, is a line of the
 * preprocessor: '#', then include, define, undef, if, ifdef, ifndef,
 * elif, else or endif as a word.
 */
static bool directive_at(const char *buf, size_t k, size_t end)
{
	static const char *const dirs[] = {
		"include", "define", "undef", "if", "ifdef", "ifndef", "elif",
		"else", "endif",
	};

	k = skip_blanks(buf, k, end);
	if (k >= end || buf[k] != '#')
		return false;
	k = skip_blanks(buf, k + 1, end);
	for (size_t d = 0; d < sizeof(dirs) / sizeof(dirs[0]); d++) {
		size_t n = strlen(dirs[d]);

		if (end - k >= n && !memcmp(buf + k, dirs[d], n) &&
		    (end - k == n || !(is_text((unsigned char)buf[k + n]) ||
				       buf[k + n] == '_')))
			return true;
	}
	return false;
}

/* Whether buf[k, e) begins with word w and then no letter, digit or '_'. */
static bool word_at(const char *buf, size_t k, size_t e, const char *w)
{
	size_t n = strlen(w);

	return e - k >= n && !memcmp(buf + k, w, n) &&
	       (e - k == n || !(is_text((unsigned char)buf[k + n]) || buf[k + n] == '_'));
}

/* Offset past the name (letters, digits, '_') at k, up to e. */
static size_t skip_name(const char *buf, size_t k, size_t e)
{
	while (k < e && (is_text((unsigned char)buf[k]) || buf[k] == '_'))
		k++;
	return k;
}

/*
 * Whether the text buf[k, e), blanks trimmed at its end, is a line of a
 * condition or a loop: "if (", "while (", "for (" or "switch (" then up
 * to ')', '{', "&&" or "||" at its end (prose goes on in words after the
 * parenthesis, and writes "If" in capitals), a line of a condition that
 * begins with "&&" or "||", or "else" alone.
 */
static bool control_line(const char *buf, size_t k, size_t e)
{
	static const char *const heads[] = { "if", "while", "for", "switch" };

	if (e - k >= 2 && (!memcmp(buf + k, "&&", 2) || !memcmp(buf + k, "||", 2)))
		return true;
	if (e - k == 4 && !memcmp(buf + k, "else", 4))
		return true;
	for (size_t h = 0; h < sizeof(heads) / sizeof(heads[0]); h++) {
		size_t p = skip_blanks(buf, k + strlen(heads[h]), e);

		if (word_at(buf, k, e, heads[h]) && p < e && buf[p] == '(')
			return buf[e - 1] == ')' || buf[e - 1] == '{' ||
			       (e - p >= 3 && (!memcmp(buf + e - 2, "&&", 2) ||
					       !memcmp(buf + e - 2, "||", 2)));
	}
	return false;
}

/*
 * Whether the text buf[k, e) begins with a declaration: a type (a word
 * of C's types, struct, union or enum, or a name ending in "_t"), a
 * name with any '*' before it and any "[...]" after it, then ';', '='
 * or ','; what follows is let be (a note on the member).
 */
static bool decl_line(const char *buf, size_t k, size_t e)
{
	static const char *const types[] = {
		"char", "short", "int", "long", "unsigned", "signed", "float",
		"double", "void", "bool", "struct", "union", "enum", "const",
	};
	size_t t = skip_name(buf, k, e), n;
	bool type = t - k >= 3 && !memcmp(buf + t - 2, "_t", 2);

	for (size_t w = 0; !type && w < sizeof(types) / sizeof(types[0]); w++)
		type = word_at(buf, k, e, types[w]);
	if (!type || t == k || t >= e || !is_blank(buf[t]))
		return false;
	do {	/* "struct name", "unsigned long": names up to the last */
		k = skip_blanks(buf, t, e);
		while (k < e && buf[k] == '*')
			k = skip_blanks(buf, k + 1, e);
		t = skip_name(buf, k, e);
		n = skip_blanks(buf, t, e);
	} while (t > k && n > t && n < e && (is_text((unsigned char)buf[n]) ||
					     buf[n] == '_' || buf[n] == '*'));
	if (t == k)
		return false;
	while (n < e && buf[n] == '[') {
		const char *close = memchr(buf + n, ']', e - n);

		if (!close)
			return false;
		n = skip_blanks(buf, (size_t)(close - buf) + 1, e);
	}
	return n < e && (buf[n] == ';' || buf[n] == '=' || buf[n] == ',');
}

/*
 * Whether the line buf[from, to) reads as C: it ends in ';', '{' or '}',
 * it is a row of an initializer ("{A, 1, 2},", "{ A, B," or
 * ".field = x,"), a line of a condition (control_line) or a declaration
 * (decl_line), or it is an #include, #define, #if... or #endif.
 */
static bool code_line(const char *buf, size_t from, size_t to)
{
	size_t k = skip_margin(buf, skip_blanks(buf, from, to), to), e = to;

	if (k < to && buf[k] == '#') {
		static const char *const dirs[] = { "include", "define", "if", "endif" };

		k = skip_blanks(buf, k + 1, to);
		for (size_t d = 0; d < sizeof(dirs) / sizeof(dirs[0]); d++)
			if (to - k >= strlen(dirs[d]) && !memcmp(buf + k, dirs[d], strlen(dirs[d])))
				return true;
	}
	while (e > k && is_blank(buf[e - 1]))
		e--;
	if (e - k >= 3 && buf[e - 1] == ',' &&
	    (buf[e - 2] == '}' || buf[k] == '{' ||
	     (buf[k] == '.' && memchr(buf + k, '=', e - k))))
		return true;
	return e > k && (strchr(";{}", buf[e - 1]) || control_line(buf, k, e) ||
			 decl_line(buf, k, e));
}

/*
 * Whether the line buf[from, to) is a row of stars drawn across the
 * comment (six or more, blanks between them aside): a frame or a rule,
 * which stands where its author drew it.
 */
static bool star_row(const char *buf, size_t from, size_t to)
{
	unsigned n = 0;

	for (size_t k = from; k < to; k++) {
		if (buf[k] == '*')
			n++;
		else if (!is_blank(buf[k]))
			return false;
	}
	return n >= 6;
}

/*
 * Whether the line buf[from, to), no row of stars, ends in a '*' after
 * a blank, with text before it: a box's side.  A margin star alone
 * (" *", an empty line of a starred comment) is none.
 */
static bool box_side(const char *buf, size_t from, size_t to)
{
	while (to > from && is_blank(buf[to - 1]))
		to--;
	return to - from >= 3 && buf[to - 1] == '*' && is_blank(buf[to - 2]) &&
	       skip_margin(buf, skip_blanks(buf, from, to), to) < to;
}

/*
 * Whether buf[k, end), blanks trimmed, is one call put out of use: a name
 * and '(' (a call, or "if ("), the parentheses balanced, and ");" at its
 * end.  Margin stars and line breaks between are let be.
 */
static bool statement_at(const char *buf, size_t k, size_t end)
{
	int depth = 0;
	bool opened = false;

	k = skip_blanks(buf, k, end);
	while (end > k && is_blank(buf[end - 1]))
		end--;
	if (end - k < 4 || buf[end - 1] != ';' || buf[end - 2] != ')' ||
	    !(is_text((unsigned char)buf[k]) || buf[k] == '_'))
		return false;
	while (k < end && (is_text((unsigned char)buf[k]) || buf[k] == '_'))
		k++;
	k = skip_blanks(buf, k, end);
	if (k >= end || buf[k] != '(')
		return false;
	for (; k < end; k++) {
		if (buf[k] == '(') {
			depth++;
			opened = true;
		} else if (buf[k] == ')' && --depth < 0) {
			return false;
		}
	}
	return opened && depth == 0;
}

/*
 * Whether buf[k, end), blanks trimmed, is rows of an initializer put out
 * of use: it begins with '{' and ends with '}' (then ',' or ';', if
 * any), its braces balanced ("{ VENDOR, DEVICE," over "0, 0, board },").
 */
static bool initializer_at(const char *buf, size_t k, size_t end)
{
	int depth = 0;

	k = skip_blanks(buf, k, end);
	while (end > k && is_blank(buf[end - 1]))
		end--;
	if (end > k && (buf[end - 1] == ',' || buf[end - 1] == ';'))
		end--;
	if (end - k < 2 || buf[k] != '{' || buf[end - 1] != '}')
		return false;
	for (; k < end; k++) {
		depth += buf[k] == '{';
		if (buf[k] == '}' && --depth < 0)
			return false;
	}
	return depth == 0;
}

/*
 * Whether the text of comment c, margins and line breaks aside, is code
 * put out of use: one statement (statement_at: a dev_dbg() call spread
 * over four lines has one line ending in ");", which call_line alone
 * does not count as enough), or rows of an initializer (initializer_at);
 * or its first line of text, on the opener's line, is a statement or a
 * directive, whatever follows (a call put out of use, a note set after
 * it).
 */
static bool statement_comment(const char *buf, const LexComment *c)
{
	size_t k = c->body, end = c->close, eol = c->body;

	while (eol < c->close && !is_eol(buf[eol]))
		eol++;
	if (eol < c->close && (statement_at(buf, c->body, eol) ||
			       directive_at(buf, c->body, eol)))
		return true;
	while (k < end && (is_blank(buf[k]) || is_eol(buf[k]) || buf[k] == '*'))
		k++;
	while (end > k && (is_blank(buf[end - 1]) || is_eol(buf[end - 1]) ||
			   buf[end - 1] == '*'))
		end--;
	return statement_at(buf, k, end) || initializer_at(buf, k, end);
}

/*
 * Whether the line buf[from, to), which has no margin star, is a whole
 * statement (statement_at) or a directive (directive_at): code put out
 * of use inside a comment of prose, which the patch to take deletes or
 * keeps as it is, never stars.  A line of prose that quotes a call among
 * other words is no such line.
 */
static bool loose_code_line(const char *buf, size_t from, size_t to)
{
	return statement_at(buf, from, to) || directive_at(buf, from, to);
}

/*
 * Whether the line buf[from, to) ends a statement with ");": a call put
 * out of use (printk, dev_dbg) ends so, and prose hardly ever does.
 */
static bool call_line(const char *buf, size_t from, size_t to)
{
	while (to > from && is_blank(buf[to - 1]))
		to--;
	return to - from >= 2 && buf[to - 2] == ')' && buf[to - 1] == ';';
}

/* The bytes a table's rule is drawn with ("------", "======"). */
static const bool rule_byte[256] = {
	['-'] = true, ['='] = true, ['+'] = true, ['_'] = true, ['~'] = true,
};

/*
 * Whether the line buf[from, to) reads as a row of a table or a diagram:
 * two '|', a rule of six of "-=+_~", or two gaps between words of three
 * blanks or holding a tab.
 */
static bool table_line(const char *buf, size_t from, size_t to)
{
	unsigned bars = 0, rule = 0, gaps = 0, blanks = 0;
	bool tab = false, text = false;

	for (size_t k = skip_margin(buf, skip_blanks(buf, from, to), to); k < to; k++) {
		char ch = buf[k];

		bars += ch == '|';
		rule = rule_byte[(unsigned char)ch] ? rule + 1 : 0;
		if (rule >= 6)
			return true;
		if (is_blank(ch)) {
			blanks++;
			tab |= ch == '\t';
			continue;
		}
		gaps += text && (blanks >= 3 || tab);
		text = true;
		blanks = 0;
		tab = false;
	}
	return bars >= 2 || gaps >= 2;
}

/*
 * Whether the line buf[from, to) is quoted from a shell session or a
 * configuration file: its text begins with "# " or "$ " (a comment of
 * the file or a prompt), and it is no directive (code_line).
 */
static bool sample_line(const char *buf, size_t from, size_t to)
{
	size_t k = skip_margin(buf, skip_blanks(buf, from, to), to);

	return k + 1 < to && (buf[k] == '#' || buf[k] == '$') &&
	       is_blank(buf[k + 1]) && !code_line(buf, from, to);
}

/*
 * How the line buf[from, to) may be part of a drawing (a tree, arrows):
 * DRAW_NONE when its text, margin star aside, holds a word (two letters
 * in a row) and does not begin with a branch ("|--", "`--", "+--"),
 * DRAW_LINE when it draws ('|', '/' or '\\' with no word, or a branch),
 * DRAW_PART when it holds no word and draws nothing (a node's name "a",
 * a number).
 */
enum { DRAW_NONE, DRAW_PART, DRAW_LINE };

static int draw_line(const char *buf, size_t from, size_t to)
{
	size_t k = skip_margin(buf, skip_blanks(buf, from, to), to);
	bool lines = false;

	if (k + 1 < to && buf[k] && strchr("|`+\\", buf[k]) &&
	    (buf[k + 1] == '-' || buf[k + 1] == '_'))
		return DRAW_LINE;
	for (size_t i = k; i < to; i++) {
		unsigned char ch = (unsigned char)buf[i];
		bool letter = (ch | 0x20) >= 'a' && (ch | 0x20) <= 'z';

		if (letter && i + 1 < to && ((buf[i + 1] | 0x20) >= 'a' &&
					     (buf[i + 1] | 0x20) <= 'z'))
			return DRAW_NONE;
		if (ch >= 0x80)
			return DRAW_NONE;	/* a word of another script */
		lines |= ch == '|' || ch == '/' || ch == '\\';
	}
	return lines ? DRAW_LINE : DRAW_PART;
}

/*
 * The forms of a comment's stars, for the file's practice: a comment's
 * form is that of its first line whose star is off, STAR_NONE when it has
 * no star, or STAR_OFF plus how far and which way the star stands from
 * the opener's (a file may put them all one column left); STAR_DSTAR,
 * wherever they stand, when its stars are off and a line's margin is
 * "**" (parisc, efs): a margin a file chooses, never a slip.
 */
enum { STAR_OK, STAR_NONE, STAR_DSTAR, STAR_OFF, STAR_FORMS = 64 };

static unsigned star_form(const char *buf, size_t k, const LexComment *c,
			  unsigned want, int tab)
{
	if (k >= c->end || buf[k] != '*')
		return STAR_NONE;
	int d = (int)display_col(buf, k, tab) - (int)want;

	if (d == 0)
		return STAR_OK;
	d += (STAR_FORMS - STAR_OFF) / 2;
	return STAR_OFF + (unsigned)(d < 0 ? 0 : d >= STAR_FORMS - STAR_OFF ?
				     STAR_FORMS - STAR_OFF - 1 : d);
}

/* What the comment rules see in one multi-line comment. */
typedef struct Shape {
	unsigned text;	/* continuation lines holding text */
	unsigned code;	/* ... of them read as code */
	unsigned call;	/* ... of them end a statement with ");" */
	unsigned stars;	/* lines that are a row of six stars or more */
	unsigned box;	/* ... that end in a star after a blank: a box */
	unsigned table;	/* ... read as rows of a table or a diagram */
	unsigned sample;	/* ... quoted from a shell or a configuration file */
	unsigned dstar;		/* ... whose margin is "**": no fix of stars */
	unsigned draw;		/* ... that hold no word (draw_line) */
	unsigned drawn;		/* ... of them drawing lines */
	unsigned star;	/* its star form (STAR_OK when all are in place) */
} Shape;

static void body_lines(const char *buf, const LexComment *c, int tab,
		       Shape *sh)
{
	size_t i = c->body;
	unsigned want = display_col(buf, c->body - 1, tab);

	*sh = (Shape){ 0 };
	for (;;) {
		while (i < c->close && !is_eol(buf[i]))
			i++;
		if (i >= c->close)
			break;
		size_t from = next_line(buf, i);

		for (i = from; i < c->close && !is_eol(buf[i]); i++)
			;
		sh->text += skip_margin(buf, skip_blanks(buf, from, i), i) < i;
		sh->code += code_line(buf, from, i);
		sh->call += call_line(buf, from, i);
		bool row = star_row(buf, from, i);

		sh->stars += row;
		sh->box += !row && box_side(buf, from, i);
		sh->table += table_line(buf, from, i);
		sh->sample += sample_line(buf, from, i);
		int d = skip_margin(buf, skip_blanks(buf, from, i), i) < i ?
			draw_line(buf, from, i) : DRAW_NONE;

		sh->draw += d != DRAW_NONE;
		sh->drawn += d == DRAW_LINE;
		size_t m = skip_blanks(buf, from, i);

		sh->dstar += m + 1 < i && buf[m] == '*' && buf[m + 1] == '*' &&
			     (m + 2 == i || buf[m + 2] != '*');
		if (sh->star == STAR_OK && (buf[m] == '*' || !loose_code_line(buf, from, i)))
			sh->star = star_form(buf, skip_blanks(buf, from, c->end), c, want, tab);
	}
	if (sh->dstar && sh->star != STAR_OK)
		sh->star = STAR_DSTAR;
}

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

/* Blanks to column cols into b: tabs of tab columns first if tabs, then spaces. */
static void put_indent(Buf *b, unsigned cols, int tab, bool tabs)
{
	unsigned n = tabs ? cols / (unsigned)tab : 0;

	for (unsigned k = 0; k < n; k++)
		buf_putc(b, '\t');
	for (unsigned k = n * (unsigned)tab; k < cols; k++)
		buf_putc(b, ' ');
}

static Layout *layout(Layout *l)
{
	const char *buf = l->buf;
	const LexComment *c = l->c;
	size_t from = line_start(buf, c->start), i;
	int tab = l->tab;

	if (l->ready)
		return l;
	l->ready = true;
	if (l->tabs < 0) {
		l->tabs = indents_with_tabs(buf, l->len);
		l->no_tab = buf[0] != '\t' && !memmem(buf, l->len, "\n\t", 2);
	}
	for (i = c->body; i < c->close && !is_eol(buf[i]); i++)
		;
	/* A multi-line comment has a line break before its closer. */
	l->eol = buf[i] == '\n' ? "\n" : buf[i + 1] == '\n' ? "\r\n" : "\r";
	l->star = display_col(buf, c->body - 1, tab);
	l->margin.len = 0;
	l->reindent = false;
	if (skip_blanks(buf, from, c->start) == c->start) {
		buf_add(&l->margin, buf + from, c->start - from);
		buf_putc(&l->margin, ' ');
		l->clean = clean_blanks(l->margin.data, l->margin.len, tab) ||
			   l->no_tab;
		if (l->clean)
			return l;
		l->margin.len = 0;
		l->reindent = true;	/* spaces where the file has tabs */
	}
	put_indent(&l->margin, l->star - 1, tab, l->tabs);
	/* A file with no line indented by a tab takes a margin of spaces. */
	l->clean = clean_blanks(l->margin.data, l->margin.len, tab) || l->no_tab;
	return l;
}

/*
 * Whether the margin may replace the blanks buf[from..to) before a
 * line's text (or start a new line, from == to): it is clean, or those
 * blanks were not either, so that checkpatch counts no line more.
 */
static bool margin_fits(Layout *l, size_t from, size_t to, bool new_line)
{
	return layout(l)->clean ||
	       (!new_line && !clean_blanks(l->buf + from, to - from, l->tab));
}

/*
 * The fix of the finding just added: bytes [off, off + len) become eol
 * (or nothing), the margin, then tail.
 */
static void margin_edit(Findings *out, size_t off, size_t len,
			const Layout *l, bool eol, const char *tail)
{
	Buf b = { 0 };
	MemHold hold;

	mem_hold(&hold, buf_release, &b);
	if (eol)
		buf_puts(&b, l->eol);
	buf_add(&b, l->margin.data, l->margin.len);
	buf_puts(&b, tail);
	findings_edit_copy(out, off, len, b.len ? b.data : "");
	mem_let_go(&hold);
	buf_free(&b);
}

/*
 * The opener's line is rewritten by the fix of the finding just added:
 * its blanks take the file's tabs too, as the new lines' margin does,
 * so that the patch's lines are all indented alike ("        /\* text"
 * in a file indented with tabs becomes "\t/\*", then "\t * text").
 */
static void reindent_opener(const char *buf, const LexComment *c,
			    const Layout *l, Findings *out)
{
	size_t from = line_start(buf, c->start);
	Buf b = { 0 };
	MemHold hold;

	mem_hold(&hold, buf_release, &b);
	put_indent(&b, l->star - 2, l->tab, true);
	findings_edit_copy(out, from, c->start - from, b.len ? b.data : "");
	mem_let_go(&hold);
	buf_free(&b);
}

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
	if (skip_blanks(buf, line_start(buf, c->start), c->start) != c->start)
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

/*
 * Whether comment-open would report the comment: its opener is not the
 * convention's, and it follows no code on its line (where it opens is
 * the code's business) nor begins with the SPDX tag (checkpatch wants
 * it on line 1: the text stays by the opener).
 */
static bool open_against(const char *buf, const FileComment *fc,
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

/*
 * comment-open at a comment open_against reports; when there is no safe
 * fix, the finding is made again with a message that says why (open_fix
 * edits nothing then).
 */
static void check_open(const char *buf, const FileComment *fc,
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
			if (layout(l)->reindent && l->clean)
				reindent_opener(buf, c, l, out);
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
	size_t ls = line_start(buf, c->start), i = c->body, k;
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
		    !loose_code_line(buf, k, e) && display_col(buf, k, tab) < left)
			left = display_col(buf, k, tab);
	}
	return left;
}

/*
 * The length of the blank of Unicode at buf[k, e) (U+00A0, U+2000 to
 * U+200B, U+202F, U+205F, U+3000, U+FEFF), or 0; its code point in *cp.
 */
static size_t unicode_blank(const char *buf, size_t k, size_t e, unsigned *cp)
{
	const unsigned char *p = (const unsigned char *)buf + k;

	if (e - k >= 2 && p[0] == 0xc2 && p[1] == 0xa0) {
		*cp = 0xa0;
		return 2;
	}
	if (e - k < 3 || (p[0] != 0xe2 && p[0] != 0xe3 && p[0] != 0xef))
		return 0;
	*cp = (p[0] & 0x0fu) << 12 | (p[1] & 0x3fu) << 6 | (p[2] & 0x3fu);
	return (*cp >= 0x2000 && *cp <= 0x200b) || *cp == 0x202f ||
	       *cp == 0x205f || *cp == 0x3000 || *cp == 0xfeff ? 3 : 0;
}

/*
 * Whether a '*' at k is a margin's: a blank, the line's end or the
 * closer after it.
 */
static bool margin_star(const char *buf, size_t k, size_t e)
{
	return k < e && buf[k] == '*' &&
	       (k + 1 == e || is_blank(buf[k + 1]) || buf[k + 1] == '/');
}

/*
 * Whether the starless line buf[k, e) reads as code, which a margin star
 * would present as prose: a condition (control_line), a declaration
 * (decl_line), a brace alone or ending the line, a line that ends in an
 * operator carrying it on ('|', '&', '=', '(', '\\': a list of flags or
 * an expression put out of use), a branch of a drawn tree ("|--"), or a
 * statement: ';' at its end and an assignment, a comparison, an
 * arithmetic operator between blanks or "->" in it, an operator first
 * ("& 0xdc00;"), or two names alone ("u64 size;", a member).  Prose may quote a call or end
 * a clause with ';' ("then reset(dev);", "as in this list;"): no such line.
 * Such a comment's stars are not added: its maintainer deletes the code
 * or keeps it as it is.
 */
static bool unstarrable(const char *buf, size_t k, size_t e)
{
	while (e > k && is_blank(buf[e - 1]))
		e--;
	if (e == k)
		return false;
	if (control_line(buf, k, e) || decl_line(buf, k, e) ||
	    strchr("|&=(\\{}", buf[e - 1]) || (e - k == 2 && !memcmp(buf + k, "};", 2)))
		return true;
	if (e - k >= 3 && strchr("|`+", buf[k]) && buf[k + 1] == '-' && buf[k + 2] == '-')
		return true;	/* a branch of a tree drawn */
	if (buf[e - 1] != ';')
		return false;
	static const char *const ops[] = { " = ", "->", "==", "!=", " + ", " * ",
					   " | ", " & ", " << ", " >> ", "&= ",
					   "|= ", "+= ", "-= " };

	for (size_t o = 0; o < sizeof(ops) / sizeof(ops[0]); o++)
		if (memmem(buf + k, e - k, ops[o], strlen(ops[o])))
			return true;
	/* An operand carried on ("& 0xdc00;"), or "type name;" of any type. */
	if (strchr("&|^%", buf[k]) && k + 1 < e && is_blank(buf[k + 1]))
		return true;
	size_t w = skip_name(buf, k, e), n = skip_blanks(buf, w, e);

	while (n < e && buf[n] == '*')
		n = skip_blanks(buf, n + 1, e);
	size_t w2 = skip_name(buf, n, e);

	return w > k && n > w && w2 > n && skip_blanks(buf, w2, e) == e - 1;
}

/*
 * Whether the line whose text begins at k (before e) has something in
 * its margin that a '*' put before it would leave there, and what, in
 * why: a blank of Unicode (U+00A0 pasted from a web page), or a mark
 * that is no letter, digit nor '*' with a margin star after it (".*",
 * "+ *", a patch pasted in), or one followed by a blank in or left of
 * the opener's star column want ("&  & 0x100000", where the star
 * belongs; "# text", the margin of a shell's comments).
 */
static bool stray_margin(const char *buf, size_t k, size_t e, unsigned want,
			 int tab, Buf *why)
{
	unsigned cp;

	if (k >= e)
		return false;
	unsigned char ch = (unsigned char)buf[k];

	if (unicode_blank(buf, k, e, &cp)) {
		buf_printf(why, "U+%04X", cp);
		return true;
	}
	if (is_text(ch) || ch == '_' || ch == '*' || ch < 0x20)
		return false;
	size_t n = skip_blanks(buf, k + 1, e);

	if (!margin_star(buf, n, e) &&
	    ((n == k + 1 && n < e) || display_col(buf, k, tab) > want))
		return false;
	buf_printf(why, "'%c'", ch);
	return true;
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
			if (loose_code_line(buf, k, e))
				continue;	/* code put out of use: not starred */
			findings_add(out, R_COMMENT_STAR, k, line, col, line, col,
				     "comment line does not begin with '*'; "
				     "continuation lines of a multi-line comment "
				     "begin with a '*' under the '*' of '/*'");
			if (l && !why->len && stray_margin(buf, k, e, want, tab, why)) {
				buf_printf(why, " begins line %u, which a '*' put "
					   "before it would leave in the margin", line);
				continue;
			}
			if (l && !why->len && unstarrable(buf, k, e)) {
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
		if (got != want) {
			findings_add(out, R_COMMENT_STAR, k, line, col, line, col,
				     "'*' in display column %u, not under the '*' "
				     "of '/*' in column %u", got, want);
			if (astray == OPENER_UNKNOWN)
				astray = opener_astray(buf, len, c, tab, layout(l)->tabs,
						       want, &from, &to);
			if (astray == OPENER_REINDENT) {
				size_t ls = line_start(buf, c->start);
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

/*
 * One finding a comment: a comment whose stars are off is one thing to
 * mend, however many lines it has, and one long comment would otherwise
 * fill a page or a draw of findings (merge_star_findings).  When a line
 * is left as it is, the finding says why, and has no fix.
 */
static void check_stars(const char *buf, size_t len, const FileComment *fc,
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

/*
 * The closer's line has text, or a blank before the closer.  The fix
 * takes the blanks before "*\/" away (with a stray margin star before
 * them); after text, a line break and the margin take their place, so
 * that "*\/" stands alone under the stars.
 */
static bool close_bad(const char *buf, const LexComment *c, size_t *start)
{
	size_t from = line_start(buf, c->close);

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

static void check_close(const char *buf, const FileComment *fc,
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
		else if (!text && stray_margin(buf, from, b, display_col(buf, c->body - 1, l->tab),
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
			size_t ls = line_start(buf, c->close), k = skip_blanks(buf, ls, from);

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

/* Whether a line of the comment begins with "#!". */
static bool holds_script(const char *buf, const LexComment *c)
{
	const char *p = buf + c->body, *end = buf + c->close;

	while ((p = memchr(p, '#', (size_t)(end - p))) && p + 1 < end) {
		size_t k = (size_t)(p - buf);

		if (p[1] == '!' && skip_blanks(buf, line_start(buf, k), k) == k)
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

/*
 * Whether buf[from..to) is white space only, or also lines of the
 * preprocessor but #include when directives is set (an include guard
 * above a licence).
 */
static bool white(const char *buf, size_t from, size_t to, bool directives)
{
	bool bol = from == 0 || is_eol(buf[from - 1]);

	for (; from < to; from++) {
		if (is_eol(buf[from])) {
			bol = true;
		} else if (buf[from] == '#' && bol && directives &&
			   strncmp(buf + skip_blanks(buf, from + 1, to), "include", 7)) {
			/* to the line's end by a search: headers of directives are long */
			const char *nl = memchr(buf + from, '\n', to - from);
			size_t e = nl ? (size_t)(nl - buf) : to;
			const char *cr = memchr(buf + from, '\r', e - from);

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
	size_t k = skip_blanks(buf, line_start(buf, c->close), c->close);

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

	body_lines(buf, c, tab, &j->sh);
	j->open = j->close = j->star = j->close_bad = j->idle = j->tag = false;
	j->held = false;
	if ((first && licence_banner(buf, c)) || (head && licence_words(buf, c, true)) ||
	    j->sh.sample >= 3)
		return;
	j->idle = ((j->sh.code >= 2 || j->sh.code == j->sh.text) && j->sh.code &&
		   j->sh.code * 3 >= j->sh.text) ||
		  (j->sh.call >= 1 && j->sh.call * 2 >= j->sh.text) ||
		  statement_comment(buf, c) ||
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

	if (line_start(buf, c->start) != c->start)
		return false;
	while (i < len && (is_blank(buf[i]) || is_eol(buf[i])))
		i++;
	if (i >= len || line_start(buf, i) != i ||
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
	return 5 * (unsigned long)n >= 2 * (unsigned long)total;
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
			   size_t n, int tab, Practice pr[2], Buf *js)
{
	bool first = true, head = true;
	size_t prev = 0;
	DeadScan dead = { 0, 0, 0 };
	Judged j;

	for (size_t i = 0; i < n; i++) {
		head = head && white(buf, prev, cs[i].c.start, true);
		bool out_of_use = in_dead_block(buf, cs[i].c.start, &dead);

		prev = dead.at = cs[i].c.end;
		if (!comment_is_multi(cs[i].cls) || cs[i].c.unterminated)
			continue;
		judge(buf, &cs[i], first, head, tab, &j);
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
			 size_t n, int tab, Count form[CF_N])
{
	Practice pr[2] = { 0 };
	Buf js = { 0 };
	MemHold hold;
	size_t m = 0;

	mem_hold(&hold, buf_release, &js);
	count_practice(buf, len, cs, n, tab, pr, &js);
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
		    size_t n, const Settings *s, const Convention *conv,
		    Findings *out)
{
	LexCursor cur;
	Layout lay = { .buf = buf, .len = len, .tab = s->tab_width, .tabs = -1 };
	Buf text[2] = { { 0 }, { 0 } };	/* the convention's words, by kind */
	Convention practice[2];		/* comment-open's, by kind, under forms */
	MemHold hold[3], hold_js;
	bool head = true;	/* no code so far */
	bool spdx = false;	/* the comment before is an SPDX first line */
	size_t prev = 0;	/* the end of the comment before */
	Practice pr[2] = { 0 };
	Buf js = { 0 };		/* the Judged of each multi-line comment */
	size_t m = 0;
	bool any = s->rule[R_COMMENT_OPEN] || s->rule[R_COMMENT_CLOSE] ||
		   s->rule[R_COMMENT_STAR];

	mem_hold(&hold_js, buf_release, &js);
	if (any)
		count_practice(buf, len, cs, n, s->tab_width, pr, &js);
	lex_cursor_init(&cur, buf, len);
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

		bool after_spdx = spdx && white(buf, prev, fc->c.start, false);

		head = head && white(buf, prev, fc->c.start, true);
		spdx = i == 0 && fc->c.line == 1 && holds_text(buf, fc->c.start,
				fc->c.end, "SPDX-License-Identifier", false);
		prev = fc->c.end;
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
		if (!comment_is_multi(fc->cls) || fc->c.unterminated || !any)
			continue;
		const Judged j = ((const Judged *)(const void *)js.data)[m++];

		/* No fixes for an opener split by a line splice, nor a licence. */
		Layout *l = fc->c.body - fc->c.start == 2 &&
			    !left_alone(buf, &fc->c, head, after_spdx) ? &lay : NULL;

		lay.c = &fc->c;
		lay.ready = false;
		lay.busy = closer_line_busy(buf, len, &fc->c);
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
		if (s->rule[R_COMMENT_OPEN] && open)
			check_open(buf, fc, oconv, &text[okind], l, &cur, out);
		at = out->n;
		if (s->rule[R_COMMENT_STAR] && star) {
			check_stars(buf, len, fc, s->tab_width,
				    j.sh.dstar ? NULL : l, &cur, out);
			if (j.sh.dstar && l && out->n > at)
				findings_unfix(out, at, "a line's margin is '**', which "
					       "the other lines' fix would leave half "
					       "changed");
		}
		practice_said(conv, CP_STAR, kind, out, at);
		at = out->n;
		if (s->rule[R_COMMENT_CLOSE] && close)
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
