/*
 * table: one grid of strings, three plain-text renderings.
 *
 * Commands build a Table of already formatted cells and pick the format
 * at the end, so the census, the regex comparison and later reports all
 * share one piece of layout code.  Widths are measured in bytes, which
 * is right for the ASCII the tables hold (paths excepted).
 */
#include "base/table.h"

#include <stdlib.h>
#include <string.h>

void table_init(Table *t, int ncols)
{
	memset(t, 0, sizeof(*t));
	t->ncols = ncols;
	t->left = 1;
}

void table_row(Table *t, const char *const *cells)
{
	if (t->nrows == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 16;
		t->cells = xrealloc(t->cells, sizeof(char *) * (size_t)(t->cap * t->ncols));
	}
	for (int c = 0; c < t->ncols; c++)
		t->cells[t->nrows * t->ncols + c] = xstrdup(cells[c] ? cells[c] : "");
	t->nrows++;
}

void table_free(Table *t)
{
	for (int i = 0; i < t->nrows * t->ncols; i++)
		free(t->cells[i]);
	free(t->cells);
	memset(t, 0, sizeof(*t));
}

char *table_thousands(char *buf, unsigned long long n)
{
	char tmp[32];
	int len = snprintf(tmp, sizeof(tmp), "%llu", n), o = 0;

	for (int i = 0; i < len; i++) {
		if (i && (len - i) % 3 == 0)
			buf[o++] = ',';
		buf[o++] = tmp[i];
	}
	buf[o] = '\0';
	return buf;
}

static void pad(Buf *out, size_t n)
{
	while (n--)
		buf_putc(out, ' ');
}

static void render_text(const Table *t, Buf *out)
{
	size_t *w = xcalloc((size_t)t->ncols, sizeof(*w));
	size_t total = 0;

	for (int i = 0; i < t->nrows * t->ncols; i++) {
		size_t n = strlen(t->cells[i]);
		if (n > w[i % t->ncols])
			w[i % t->ncols] = n;
	}
	for (int c = 0; c < t->ncols; c++)
		total += w[c] + (c ? 2 : 0);
	for (int r = 0; r < t->nrows; r++) {
		if (r == 1 || (t->rule_before && r == t->rule_before)) {
			for (size_t k = 0; k < total; k++)
				buf_putc(out, '-');
			buf_putc(out, '\n');
		}
		size_t start = out->len;

		for (int c = 0; c < t->ncols; c++) {
			const char *s = t->cells[r * t->ncols + c];
			size_t n = strlen(s);

			if (c)
				pad(out, 2);
			if (c >= t->left && c < t->ncols - t->left_last) {
				pad(out, w[c] - n);
				buf_puts(out, s);
			} else {
				buf_puts(out, s);
				if (c + 1 < t->ncols)
					pad(out, w[c] - n);
			}
		}
		while (out->len > start && out->data[out->len - 1] == ' ')
			out->len--;	/* empty cells at the end */
		buf_putc(out, '\n');
	}
	free(w);
}

static void csv_cell(Buf *out, const char *s)
{
	if (!s[strcspn(s, ",\"\n\r")]) {
		buf_puts(out, s);
		return;
	}
	buf_putc(out, '"');
	for (; *s; s++) {
		if (*s == '"')
			buf_putc(out, '"');
		buf_putc(out, *s);
	}
	buf_putc(out, '"');
}

static void md_cell(Buf *out, const char *s)
{
	for (; *s; s++) {
		if (*s == '|' || *s == '\\')
			buf_putc(out, '\\');
		buf_putc(out, *s == '\n' ? ' ' : *s);
	}
}

void table_render(const Table *t, TableFormat f, Buf *out)
{
	if (f == TF_TEXT) {
		render_text(t, out);
		return;
	}
	for (int r = 0; r < t->nrows; r++) {
		if (f == TF_MARKDOWN)
			buf_puts(out, "| ");
		for (int c = 0; c < t->ncols; c++) {
			const char *s = t->cells[r * t->ncols + c];

			if (f == TF_CSV) {
				if (c)
					buf_putc(out, ',');
				csv_cell(out, s);
			} else {
				if (c)
					buf_puts(out, " | ");
				md_cell(out, s);
			}
		}
		buf_puts(out, f == TF_MARKDOWN ? " |\n" : "\n");
		if (f == TF_MARKDOWN && r == 0) {
			buf_puts(out, "|");
			for (int c = 0; c < t->ncols; c++)
				buf_puts(out, c >= t->left && c < t->ncols - t->left_last
					      ? " ---: |" : " --- |");
			buf_putc(out, '\n');
		}
	}
}
