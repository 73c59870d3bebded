/*
 * ruledoc: render a rule's registry entry as Markdown or roff.
 *
 * The entry's texts are Markdown of a small kind: paragraphs separated
 * by a blank line, `code` spans and escapes ('\*' for a star); help is
 * plain text.
 * Markdown is wrapped at 72 columns, never before a word that would
 * start a list, a heading or a quote at the start of a line; roff turns
 * a code span into bold, escapes '-' and '\', and guards a line that
 * would begin with '.' or '\''.
 */
#include "output/ruledoc.h"

#include <ctype.h>
#include <stdbool.h>
#include <string.h>

#include "aspects/aspect.h"

#define WIDTH 72

/* Whether a line that starts with the word w would not be plain text. */
static bool opens_block(const char *w, size_t n)
{
	if (strchr("-+*#>|=", w[0]))
		return true;
	size_t d = strspn(w, "0123456789");

	return d > 0 && d < n && (w[d] == '.' || w[d] == ')');
}

/*
 * The words of one paragraph p[0 .. n), wrapped into b; for roff, a line
 * that would begin with '.' or '\'' is guarded.
 */
static void wrap(Buf *b, const char *p, size_t n, bool roff)
{
	size_t col = 0, i = 0;

	while (i < n) {
		while (i < n && (p[i] == ' ' || p[i] == '\n'))
			i++;
		size_t w = i;

		while (i < n && p[i] != ' ' && p[i] != '\n')
			i++;
		if (i == w)
			break;
		if (col && col + 1 + (i - w) > WIDTH && !opens_block(p + w, i - w)) {
			buf_putc(b, '\n');
			col = 0;
		} else if (col) {
			buf_putc(b, ' ');
			col++;
		}
		if (roff && !col && (p[w] == '.' || p[w] == '\''))
			buf_puts(b, "\\&");
		buf_add(b, p + w, i - w);
		col += i - w;
	}
	buf_putc(b, '\n');
}

/*
 * The next paragraph of *text (NULL or "" when there is none): its
 * length in *n, *text moved past it and the blank line after it.
 */
static const char *paragraph(const char **text, size_t *n)
{
	const char *p = *text, *end;

	if (!p || !*p)
		return NULL;
	end = strstr(p, "\n\n");
	*n = end ? (size_t)(end - p) : strlen(p);
	*text = p + *n + (end ? 2 : 0);
	return p;
}

/* Each paragraph of Markdown text, wrapped, a blank line after each. */
static void paragraphs(Buf *b, const char *text)
{
	size_t n;

	for (const char *p; (p = paragraph(&text, &n)); ) {
		wrap(b, p, n, false);
		buf_putc(b, '\n');
	}
}

/* Plain text as Markdown: a star is escaped. */
static void md_plain(Buf *b, const char *s)
{
	Buf t = { 0 };

	for (; *s; s++) {
		if (*s == '*')
			buf_putc(&t, '\\');
		buf_putc(&t, *s);
	}
	buf_putc(&t, '\0');
	paragraphs(b, t.data);
	buf_free(&t);
}

static void example(Buf *b, const char *code)
{
	buf_puts(b, "```c\n");
	buf_puts(b, code);
	buf_puts(b, "```\n");
}

/* The names of aspect a's variants, in code, apart by commas. */
static void variants(Buf *b, AspectId a)
{
	for (int i = 0; i < aspect_nvariants[a]; i++)
		buf_printf(b, "%s`%s`", i ? ", " : "",
			   aspect_variant_name(aspect_first[a] + i));
}

void ruledoc_markdown(Buf *b, const RuleInfo *r)
{
	buf_printf(b, "## %s\n\n", r->name);
	md_plain(b, r->help);
	Buf t = { 0 };

	buf_printf(&t, "**Default:** %s. **Settings:** %s. **Fix:** %s.",
		   r->on ? "on" : "off", r->settings, r->fix ? "yes" : "no");
	paragraphs(b, t.data);
	t.len = 0;
	int a = aspect_find(r->name, strlen(r->name));

	if (a >= 0) {	/* the rule of an aspect: what it looks at */
		buf_printf(&t, "**Aspect:** a place is %s; variants ",
			   aspect_table[a]->place);
		variants(&t, (AspectId)a);
		buf_puts(&t, ".");
		paragraphs(b, t.data);
	}
	buf_free(&t);
	paragraphs(b, r->details);
	paragraphs(b, r->why);
	buf_printf(b, "Wrong (`uniform check%s%s`):\n\n", *r->example ? " " : "",
		   r->example);
	example(b, r->wrong);
	buf_puts(b, "\nRight:\n\n");
	example(b, r->right);
}

/* s[0 .. n) as roff text, a code span in bold, \* a star. */
static void roff_text(Buf *b, const char *s, size_t n, bool markdown)
{
	bool code = false;

	for (size_t i = 0; i < n; i++) {
		char c = s[i];

		if (markdown && c == '`') {
			buf_puts(b, code ? "\\fR" : "\\fB");
			code = !code;
		} else if (markdown && !code && c == '\\' && i + 1 < n &&
			   ispunct((unsigned char)s[i + 1])) {
			/* A Markdown escape outside code: the character itself. */
			c = s[++i];
			if (c == '\\' || c == '-')
				buf_puts(b, c == '-' ? "\\-" : "\\e");
			else
				buf_putc(b, c);
		} else if (c == '\\') {
			buf_puts(b, "\\e");
		} else if (c == '-') {
			buf_puts(b, "\\-");
		} else if (c == '\n') {
			buf_putc(b, ' ');
		} else {
			buf_putc(b, c);
		}
	}
}

/* Text as roff, wrapped: its paragraphs one .IP each after the first. */
static void roff_paragraphs(Buf *b, const char *text, bool markdown, bool first)
{
	size_t n;

	for (const char *p; (p = paragraph(&text, &n)); first = false) {
		Buf t = { 0 };

		if (!first)
			buf_puts(b, ".IP\n");
		roff_text(&t, p, n, markdown);
		wrap(b, t.data ? t.data : "", t.len, true);
		buf_free(&t);
	}
}

/* A .TP entry's tag: ".TP" (or ".TP indent"), then name in bold. */
static void man_tag(Buf *b, const char *tp, const char *name)
{
	buf_printf(b, "%s\n.B ", tp);
	roff_text(b, name, strlen(name), false);
	buf_putc(b, '\n');
}

void ruledoc_man(Buf *b, const RuleInfo *r)
{
	man_tag(b, ".TP", r->name);
	roff_paragraphs(b, r->help, false, true);
	roff_paragraphs(b, r->details, true, false);
	buf_printf(b, "\\fBDefault:\\fR %s. \\fBFix:\\fR %s.\n", r->on ? "on" : "off",
		   r->fix ? "yes" : "no");
}

void ruledoc_aspect_row(Buf *b, AspectId a)
{
	buf_printf(b, "| `%s` | ", aspect_table[a]->name);
	variants(b, a);
	buf_printf(b, " | %s |\n", aspect_table[a]->place);
}

void ruledoc_aspect_man(Buf *b, AspectId a)
{
	man_tag(b, ".TP 12", aspect_table[a]->name);
	roff_paragraphs(b, aspect_table[a]->doc, true, true);
}

void ruledoc_aspect_key_man(Buf *b, AspectId a)
{
	const char *key = aspect_table[a]->key;

	if (!key)
		return;
	man_tag(b, ".TP", key);
	roff_paragraphs(b, aspect_table[a]->key_doc, true, true);
}
