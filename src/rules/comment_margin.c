/*
 * comment_margin: the margins the fixes of the comment rules write, and
 * what in a line's margin a star put before it would leave there.
 *
 * A line's margin is the blanks before its '*', made to put the '*'
 * under the opener's: the opener's own indentation and a blank when only
 * blanks precede the opener, else (or when that has a blank before a tab,
 * or tab_width spaces in a row) tabs then spaces in a file indented with
 * tabs, spaces in one indented with spaces.  A margin checkpatch would
 * call "code indent should use tabs" is never written on a new line, nor
 * on a line that had none.  Line breaks are the file's own.
 */
#include "rules/comment_margin.h"

#include <string.h>

#include "rules/comment_text.h"

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

/* Blanks to column cols into b: tabs of tab columns first if tabs, then spaces. */
static void put_indent(Buf *b, unsigned cols, int tab, bool tabs)
{
	unsigned n = tabs ? cols / (unsigned)tab : 0;

	for (unsigned k = 0; k < n; k++)
		buf_putc(b, '\t');
	for (unsigned k = n * (unsigned)tab; k < cols; k++)
		buf_putc(b, ' ');
}

Layout *margin_layout(Layout *l)
{
	const char *buf = l->buf;
	const LexComment *c = l->c;
	size_t from = aspect_line_start(buf, c->start), i;
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

bool margin_fits(Layout *l, size_t from, size_t to, bool new_line)
{
	return margin_layout(l)->clean ||
	       (!new_line && !clean_blanks(l->buf + from, to - from, l->tab));
}

void margin_edit(Findings *out, size_t off, size_t len,
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

void margin_reindent_opener(const char *buf, const LexComment *c,
			    const Layout *l, Findings *out)
{
	size_t from = aspect_line_start(buf, c->start);
	Buf b = { 0 };
	MemHold hold;

	mem_hold(&hold, buf_release, &b);
	put_indent(&b, l->star - 2, l->tab, true);
	findings_edit_copy(out, from, c->start - from, b.len ? b.data : "");
	mem_let_go(&hold);
	buf_free(&b);
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

bool margin_stray(const char *buf, size_t k, size_t e, unsigned want,
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
