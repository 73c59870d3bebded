/*
 * finding: one record type for every rule, and suppression by comments.
 *
 * Rules only add findings; suppressions are applied here, once, for all
 * rules, from directives found in the text of the file's comments.  The
 * forms follow clang-tidy (NOLINT, NOLINTNEXTLINE, with an optional list
 * of rules in parentheses) plus a region form for longer stretches.
 */
#include "finding.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"

void findings_add(Findings *f, Rule rule, size_t off, unsigned line,
		  unsigned col, unsigned end_line, unsigned end_col,
		  const char *fmt, ...)
{
	va_list ap;

	if (f->n == f->cap) {
		f->cap = f->cap ? f->cap * 2 : 16;
		f->v = xrealloc(f->v, f->cap * sizeof(*f->v));
	}
	/* A message without conversions is kept as it is, unallocated. */
	if (!strchr(fmt, '%')) {
		f->v[f->n++] = (Finding){ off, line, col, end_line, end_col, rule,
					  false, (char *)fmt, 0, { { 0 } }, false };
		return;
	}
	va_start(ap, fmt);
	char *msg = xvasprintf(fmt, ap);
	va_end(ap);
	f->v[f->n++] = (Finding){ off, line, col, end_line, end_col, rule, true,
				  msg, 0, { { 0 } }, false };
}

void findings_edit(Findings *f, size_t off, size_t len, const char *text)
{
	Finding *g = &f->v[f->n - 1];

	if (g->nedits < 2)
		g->edit[g->nedits++] = (FixEdit){ off, len, text };
}

void findings_edit_owned(Findings *f, size_t off, size_t len, char *text)
{
	Finding *g = &f->v[f->n - 1];

	g->edit[0] = (FixEdit){ off, len, text };
	g->nedits = 1;
	g->edit_owned = true;
}

/* Free what a finding owns. */
static void release(Finding *g)
{
	if (g->owned)
		free(g->message);
	for (unsigned k = 0; g->edit_owned && k < g->nedits; k++)
		free((char *)g->edit[k].text);
}

static int by_position(const void *a, const void *b)
{
	const Finding *x = a, *y = b;

	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	if (x->col != y->col)
		return x->col < y->col ? -1 : 1;
	return (int)x->rule - (int)y->rule;
}

void findings_sort(Findings *f)
{
	if (f->n > 1)
		qsort(f->v, f->n, sizeof(*f->v), by_position);
}

void findings_truncate(Findings *f, size_t n)
{
	while (f->n > n)
		release(&f->v[--f->n]);
}

void findings_free(Findings *f)
{
	for (size_t i = 0; i < f->n; i++)
		release(&f->v[i]);
	free(f->v);
	memset(f, 0, sizeof(*f));
}

typedef struct Directive {
	unsigned from, to;	/* lines it covers (to = 0: to the end) */
	unsigned rules;		/* bit per Rule */
	bool enable;		/* uniform-enable: ends a region */
} Directive;

/* Rules named in "(a,b)" or after "disable:" up to the end; all if none. */
static unsigned parse_rules(const char *p, const char *end, bool paren)
{
	unsigned mask = 0;
	bool listed = false;

	if (paren) {
		if (p >= end || *p != '(')
			return (1u << R_NRULES) - 1;
		const char *close = memchr(p, ')', (size_t)(end - p));
		if (!close)
			return (1u << R_NRULES) - 1;
		p++;
		end = close;
	}
	while (p < end) {
		while (p < end && (*p == ' ' || *p == '\t' || *p == ','))
			p++;
		const char *w = p;
		while (p < end && *p != ',' && *p != ' ' && *p != '\t' &&
		       *p != '\n' && *p != '\r' && *p != '*')
			p++;
		if (p == w)
			break;
		listed = true;
		char name[64];
		size_t n = (size_t)(p - w);
		if (n < sizeof(name)) {
			memcpy(name, w, n);
			name[n] = '\0';
			Rule r = rule_find(name);
			if (r != R_NRULES)
				mask |= 1u << r;
		}
		if (!paren)	/* "disable: a, b" ends at the line's end */
			while (p < end && (*p == ' ' || *p == '\t'))
				p++;
	}
	return listed ? mask : (1u << R_NRULES) - 1;
}

static const char *find_word(const char *p, const char *end, const char *w)
{
	size_t n = strlen(w);

	while (p + n <= end) {
		const char *q = memchr(p, w[0], (size_t)(end - p));
		if (!q || q + n > end)
			return NULL;
		if (!memcmp(q, w, n))
			return q;
		p = q + 1;
	}
	return NULL;
}

static void add_directive(Directive **v, size_t *n, size_t *cap, Directive d)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 8;
		*v = xrealloc(*v, *cap * sizeof(**v));
	}
	(*v)[(*n)++] = d;
}

/* Directives in one comment; cur gives line numbers (offsets ascend). */
static void scan_comment(const char *buf, const LexComment *c, LexCursor *cur,
			 Directive **v, size_t *n, size_t *cap)
{
	const char *p = buf + c->body, *end = buf + c->close;
	unsigned line, col;

	while (p < end) {
		const char *a = find_word(p, end, "NOLINT");
		const char *b = find_word(p, end, "uniform-");
		const char *w = a && (!b || a < b) ? a : b;
		if (!w)
			return;
		lex_cursor_at(cur, (size_t)(w - buf), &line, &col);
		const char *eol = w;
		while (eol < end && *eol != '\n' && *eol != '\r')
			eol++;
		if (w == a && !strncmp(w, "NOLINTNEXTLINE", 14)) {
			add_directive(v, n, cap, (Directive){ line + 1, line + 1,
				parse_rules(w + 14, eol, true), false });
			p = w + 14;
		} else if (w == a) {
			add_directive(v, n, cap, (Directive){ line, line,
				parse_rules(w + 6, eol, true), false });
			p = w + 6;
		} else if (!strncmp(w, "uniform-disable:", 16)) {
			add_directive(v, n, cap, (Directive){ line, 0,
				parse_rules(w + 16, eol, false), false });
			p = w + 16;
		} else if (!strncmp(w, "uniform-enable:", 15)) {
			add_directive(v, n, cap, (Directive){ line, 0,
				parse_rules(w + 15, eol, false), true });
			p = w + 15;
		} else {
			p = w + 8;
		}
	}
}

static bool is_suppressed(const Directive *d, size_t n, const Finding *f)
{
	bool off = false;
	unsigned bit = 1u << f->rule;

	for (size_t i = 0; i < n; i++) {
		if (!(d[i].rules & bit))
			continue;
		if (d[i].to) {	/* NOLINT forms */
			if (f->line >= d[i].from && f->line <= d[i].to)
				return true;
		} else if (d[i].from <= f->line) {	/* regions, in order */
			off = !d[i].enable;
		}
	}
	return off;
}

void findings_suppress(Findings *f, const char *buf, size_t len,
		       const FileComment *comments, size_t n)
{
	Directive *d = NULL;
	size_t nd = 0, cap = 0, kept = 0;
	LexCursor cur;

	if (!f->n)
		return;
	lex_cursor_init(&cur, buf, len);
	for (size_t i = 0; i < n; i++)
		scan_comment(buf, &comments[i].c, &cur, &d, &nd, &cap);
	for (size_t i = 0; i < f->n; i++) {
		if (is_suppressed(d, nd, &f->v[i]))
			release(&f->v[i]);
		else
			f->v[kept++] = f->v[i];
	}
	f->n = kept;
	free(d);
}
