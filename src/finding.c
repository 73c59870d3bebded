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

#ifdef __SSE2__
#include <emmintrin.h>
#endif

struct FindingChunk {
	FindingChunk *next;	/* the chunk filled before */
	char text[];
};

#define CHUNK 65536

/*
 * A copy of msg[0 .. n) in the arena: millions of findings (one per long
 * name in the register headers) cost a few allocations per file, not
 * one each.  A message larger than a chunk gets a chunk of its own.
 */
static char *arena_copy(Findings *f, const char *msg, size_t n)
{
	if (n + 1 > f->left) {
		size_t size = n + 1 > CHUNK ? n + 1 : CHUNK;
		FindingChunk *c = xmalloc(sizeof(*c) + size);

		c->next = f->chunks;
		f->chunks = c;
		f->left = size;
	}
	char *s = f->chunks->text + (n + 1 > CHUNK ? 0 : CHUNK - f->left);

	f->left -= n + 1;
	memcpy(s, msg, n);
	s[n] = '\0';
	return s;
}

static void push(Findings *f, Finding g)
{
	if (f->n == f->cap) {
		f->cap = f->cap ? f->cap * 2 : 16;
		f->v = xrealloc(f->v, f->cap * sizeof(*f->v));
	}
	f->v[f->n++] = g;
}

static void free_string(void *s)
{
	free(*(char **)s);
}

void findings_add(Findings *f, Rule rule, size_t off, unsigned line,
		  unsigned col, unsigned end_line, unsigned end_col,
		  const char *fmt, ...)
{
	va_list ap;
	char small[256];

	/* A message without conversions is kept as it is, unallocated. */
	if (!strchr(fmt, '%')) {
		push(f, (Finding){ off, line, col, end_line, end_col, rule,
				   (char *)fmt, 0, { { 0 } } });
		return;
	}
	va_start(ap, fmt);
	int n = vsnprintf(small, sizeof(small), fmt, ap);
	va_end(ap);
	const char *msg = small;
	char *big = NULL;
	MemHold hold;

	if (n < 0)
		n = 0, small[0] = '\0';
	if ((size_t)n >= sizeof(small)) {
		va_start(ap, fmt);
		msg = big = xvasprintf(fmt, ap);
		va_end(ap);
		mem_hold(&hold, free_string, &big);
	}
	findings_add_text(f, rule, off, line, col, end_line, end_col, msg,
			  (size_t)n);
	if (big)
		mem_let_go(&hold);
	free(big);
}

void findings_add_text(Findings *f, Rule rule, size_t off, unsigned line,
		       unsigned col, unsigned end_line, unsigned end_col,
		       const char *msg, size_t n)
{
	push(f, (Finding){ off, line, col, end_line, end_col, rule,
			   arena_copy(f, msg, n), 0, { { 0 } } });
}

void findings_edit(Findings *f, size_t off, size_t len, const char *text)
{
	Finding *g = &f->v[f->n - 1];

	if (g->nedits < 2)
		g->edit[g->nedits++] = (FixEdit){ off, len, text };
}

void findings_edit_copy(Findings *f, size_t off, size_t len, const char *text)
{
	findings_edit(f, off, len, arena_copy(f, text, strlen(text)));
}

/* Whether x goes after y: by position, then rule. */
static bool after(const Finding *x, const Finding *y)
{
	if (x->line != y->line)
		return x->line > y->line;
	if (x->col != y->col)
		return x->col > y->col;
	return x->rule > y->rule;
}

/* The end of the sorted run that starts at i. */
static size_t run_end(const Finding *v, size_t i, size_t n)
{
	for (i++; i < n && !after(&v[i - 1], &v[i]); i++)
		;
	return i;
}

/* Merge the sorted v[a .. m) and v[m .. b) into t[a .. b), stably. */
static void merge(const Finding *v, size_t a, size_t m, size_t b, Finding *t)
{
	size_t i = a, j = m, k = a;

	while (i < m && j < b)
		t[k++] = after(&v[i], &v[j]) ? v[j++] : v[i++];
	while (i < m)
		t[k++] = v[i++];
	while (j < b)
		t[k++] = v[j++];
}

/*
 * A stable merge of the sorted runs there are.  The findings come in a
 * few runs (each rule family adds them in order, mostly), so this is
 * one or two passes where a general sort would copy each finding twenty
 * times; equal positions keep the order the rules made them in.
 */
void findings_sort(Findings *f)
{
	size_t n = f->n;
	Finding *v = f->v, *t;

	if (n < 2 || run_end(v, 0, n) == n)
		return;
	t = xmalloc(n * sizeof(*t));
	for (;;) {
		size_t a = 0, runs = 0;

		while (a < n) {
			size_t m = run_end(v, a, n), b = m < n ? run_end(v, m, n) : n;

			merge(v, a, m, b, t);
			a = b;
			runs++;
		}
		Finding *x = v;

		v = t;
		t = x;
		if (runs == 1)
			break;
	}
	if (v != f->v) {
		memcpy(f->v, v, n * sizeof(*v));
		t = v;
	}
	free(t);
}

void findings_truncate(Findings *f, size_t n)
{
	if (f->n > n)
		f->n = n;	/* their messages stay in the arena until findings_free */
}

void findings_clear(Findings *f)
{
	while (f->chunks) {
		FindingChunk *c = f->chunks;

		f->chunks = c->next;
		free(c);
	}
	f->n = 0;
	f->left = 0;
}

void findings_free(Findings *f)
{
	findings_clear(f);
	free(f->v);
	memset(f, 0, sizeof(*f));
}

typedef struct Directive {
	unsigned from, to;	/* lines it covers (to = 0: to the end) */
	unsigned rules;		/* bit per Rule */
	bool enable;		/* uniform-enable: ends a region */
} Directive;

typedef struct DirectiveList {
	Directive *v;
	size_t n, cap;
} DirectiveList;

/*
 * The directives of a file's comments: the NOLINT forms, each for one
 * line, and the regions, in the comments' order (which is their lines').
 */
typedef struct Directives {
	DirectiveList lines, regions;
} Directives;

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

/* Whether a directive's word, "NOLINT" or "uniform-", is at q ('N' or '-'). */
static const char *word_at(const char *p, const char *q, const char *end)
{
	if (*q == 'N')
		return end - q >= 6 && !memcmp(q, "NOLINT", 6) ? q : NULL;
	return q - p >= 7 && !memcmp(q - 7, "uniform", 7) ? q - 7 : NULL;
}

/*
 * The first "NOLINT" or "uniform-" in [p, end), or NULL.  Comments are a
 * third of the kernel's bytes and hardly any holds a directive, so the
 * scan looks for the rare bytes 'N' and '-' (sixteen at a time with
 * SSE2) and only there for the words.  No 'N' is in "uniform", so the
 * first word found is the first to start.
 */
static const char *find_directive(const char *p, const char *end)
{
	const char *q = p, *w;

#ifdef __SSE2__
	for (; end - q >= 16; q += 16) {
		__m128i x = _mm_loadu_si128((const __m128i *)(const void *)q);
		unsigned m = (unsigned)_mm_movemask_epi8(_mm_or_si128(
			_mm_cmpeq_epi8(x, _mm_set1_epi8('N')),
			_mm_cmpeq_epi8(x, _mm_set1_epi8('-'))));

		for (; m; m &= m - 1)
			if ((w = word_at(p, q + __builtin_ctz(m), end)))
				return w;
	}
#endif
	for (; q < end; q++)
		if ((*q == 'N' || *q == '-') && (w = word_at(p, q, end)))
			return w;
	return NULL;
}

static void add_directive(Directives *ds, Directive d)
{
	DirectiveList *l = d.to ? &ds->lines : &ds->regions;

	if (l->n == l->cap) {
		size_t cap = l->cap ? l->cap * 2 : 8;

		l->v = xrealloc(l->v, cap * sizeof(*l->v));
		l->cap = cap;
	}
	l->v[l->n++] = d;
}

/* Directives in one comment; cur gives line numbers (offsets ascend). */
static void scan_comment(const char *buf, const LexComment *c, LexCursor *cur,
			 Directives *ds)
{
	const char *p = buf + c->body, *end = buf + c->close;
	unsigned line, col;

	while (p < end) {
		const char *w = find_directive(p, end);
		if (!w)
			return;
		bool nolint = *w == 'N';
		lex_cursor_at(cur, (size_t)(w - buf), &line, &col);
		const char *eol = w;
		while (eol < end && *eol != '\n' && *eol != '\r')
			eol++;
		if (nolint && !strncmp(w, "NOLINTNEXTLINE", 14)) {
			add_directive(ds, (Directive){ line + 1, line + 1,
				parse_rules(w + 14, eol, true), false });
			p = w + 14;
		} else if (nolint) {
			add_directive(ds, (Directive){ line, line,
				parse_rules(w + 6, eol, true), false });
			p = w + 6;
		} else if (!strncmp(w, "uniform-disable:", 16)) {
			add_directive(ds, (Directive){ line, 0,
				parse_rules(w + 16, eol, false), false });
			p = w + 16;
		} else if (!strncmp(w, "uniform-enable:", 15)) {
			add_directive(ds, (Directive){ line, 0,
				parse_rules(w + 15, eol, false), true });
			p = w + 15;
		} else {
			p = w + 8;
		}
	}
}

static int by_line(const void *a, const void *b)
{
	unsigned x = ((const Directive *)a)->from, y = ((const Directive *)b)->from;

	return x < y ? -1 : x > y;
}

/*
 * Make the directives quick to ask: the NOLINT forms sorted by line, one
 * a line with their rules together; each region with the rules that are
 * off from its line on (all the regions up to it taken together).
 */
static void index_directives(Directives *ds)
{
	Directive *v = ds->lines.v;
	size_t m = 0;
	unsigned off = 0;

	if (ds->lines.n)
		qsort(v, ds->lines.n, sizeof(*v), by_line);
	for (size_t i = 0; i < ds->lines.n; i++) {
		if (m > 0 && v[m - 1].from == v[i].from)
			v[m - 1].rules |= v[i].rules;
		else
			v[m++] = v[i];
	}
	ds->lines.n = m;
	v = ds->regions.v;
	for (size_t i = 0; i < ds->regions.n; i++) {
		off = v[i].enable ? off & ~v[i].rules : off | v[i].rules;
		v[i].rules = off;
	}
}

/* The last of v[0 .. n) with from <= line, or n when there is none. */
static size_t last_from(const Directive *v, size_t n, unsigned line)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (v[mid].from <= line)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo ? lo - 1 : n;
}

static bool is_suppressed(const Directives *ds, const Finding *f)
{
	const DirectiveList *l = &ds->lines, *r = &ds->regions;
	unsigned bit = 1u << f->rule;
	size_t k = last_from(l->v, l->n, f->line);

	if (k < l->n && l->v[k].from == f->line && (l->v[k].rules & bit))
		return true;
	k = last_from(r->v, r->n, f->line);
	return k < r->n && (r->v[k].rules & bit);
}

static void forget_directives(void *ds)
{
	free(((Directives *)ds)->lines.v);
	free(((Directives *)ds)->regions.v);
}

/*
 * The directives are indexed, not each asked for each finding: a file
 * of a NOLINT and a finding a line would otherwise cost the square of
 * its lines.
 */
void findings_suppress(Findings *f, const char *buf, size_t len,
		       const FileComment *comments, size_t n)
{
	Directives ds = { 0 };
	MemHold hold;
	size_t kept = 0;
	LexCursor cur;

	if (!f->n)
		return;
	lex_cursor_init(&cur, buf, len);
	mem_hold(&hold, forget_directives, &ds);
	for (size_t i = 0; i < n; i++)
		scan_comment(buf, &comments[i].c, &cur, &ds);
	mem_let_go(&hold);
	if (!ds.lines.n && !ds.regions.n)
		return;	/* nothing to drop: leave the findings where they are */
	index_directives(&ds);
	for (size_t i = 0; i < f->n; i++) {
		if (!is_suppressed(&ds, &f->v[i]))
			f->v[kept++] = f->v[i];
	}
	f->n = kept;
	forget_directives(&ds);
}
