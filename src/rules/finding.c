/*
 * finding: one record type for every rule, and suppression by comments.
 *
 * Rules only add findings; suppressions are applied here, once, for all
 * rules, from directives found in the text of the file's comments.  The
 * NOLINT forms follow clang-tidy (NOLINT, NOLINTNEXTLINE, NOLINTBEGIN and
 * NOLINTEND, with an optional list of rules in parentheses), uniform's
 * own take a list after a colon (uniform-disable: and uniform-enable:
 * for a region, uniform-disable-file: for the whole file).  Each
 * directive remembers the rules it silenced a finding of, so that those
 * that silence nothing can be reported (unused-suppression).
 */
#include "rules/finding.h"

#include <fnmatch.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

#ifdef __SSE2__
#include <emmintrin.h>

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_unused_suppression = {
	.name = "unused-suppression",
	.help =
		"A suppression comment (NOLINT(rule), NOLINTNEXTLINE(rule), "
		"NOLINTBEGIN(rule), uniform-disable:, uniform-disable-file:) that "
		"silences no finding of a rule it names, among the rules in force. A "
		"NOLINT form without a list is left alone: another tool may read it. "
		"Off by default.",
	.on = false,
	.style = true,
	.fix = false,
	.settings =
		"`uniform_rules` (`+unused-suppression` turns it on)",
	.details =
		"A suppression comment that silences no finding of a rule it names, "
		"among the rules in force for the file: a `NOLINT`, "
		"`NOLINTNEXTLINE` or `NOLINTBEGIN` with a list, `uniform-disable:` "
		"or `uniform-disable-file:`, reported where its word starts "
		"(\"unused suppression: it silences no finding of precedence\"). A "
		"`NOLINT` form without a list is left alone, since another tool "
		"(clang-tidy) may be the one it is for; so is a suppression that "
		"names `unused-suppression`. Rules that are off for the file are "
		"not counted as unused, and a glob in a list (`comment-*`) is used "
		"when any rule it names silenced a finding.",
	.why =
		"A suppression outlives the finding it was for: the code changes, "
		"the rule improves, and the comment stays, ready to hide the next "
		"real finding on that line. Reporting the idle ones keeps them "
		"honest.",
	.example = "--rule unused-suppression",
	.wrong =
		"int sum(int a, int b)\n"
		"{\n"
		"\treturn a + b;\t/* NOLINT(redundant-parens) */\n"
		"}\n",
	.right =
		"int sum(int a, int b)\n"
		"{\n"
		"\treturn a + b;\n"
		"}\n",
};
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

void findings_append(Findings *f, size_t i, const char *text)
{
	size_t n = strlen(f->v[i].message), k = strlen(text);
	char *whole = xmalloc(n + k + 1);

	memcpy(whole, f->v[i].message, n);
	memcpy(whole + n, text, k + 1);
	f->v[i].message = arena_copy(f, whole, n + k);
	free(whole);
}

void findings_edit(Findings *f, size_t off, size_t len, const char *text)
{
	Finding *g = &f->v[f->n - 1];

	if (g->nedits < 2)
		g->edit[g->nedits++] = (FixEdit){ off, len, text, false };
}

void findings_edit_copy(Findings *f, size_t off, size_t len, const char *text)
{
	findings_edit(f, off, len, arena_copy(f, text, strlen(text)));
}

void findings_unfix(Findings *f, size_t i, const char *why)
{
	Finding *g = &f->v[i];
	Buf b = { 0 };
	MemHold hold;

	mem_hold(&hold, buf_release, &b);
	buf_printf(&b, "%s (no fix: %s)", g->message, why);
	g->message = arena_copy(f, b.data, b.len);
	g->nedits = 0;
	mem_let_go(&hold);
	buf_free(&b);
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

/* ORDER DIRECTIVE: keep dir_words in step. */
typedef enum DirKind {
	DK_NEXTLINE,		/* the next-line form: the line after it */
	DK_BEGIN,		/* the begin form: up to its end form */
	DK_END,			/* the end form */
	DK_NOLINT,		/* the bare form: the line of the word */
	DK_FILE,		/* uniform-disable-file: the whole file */
	DK_DISABLE,		/* uniform-disable: from its line on */
	DK_ENABLE,		/* uniform-enable: ends a disable */
} DirKind;

/* The words, longest first where one begins another. */
static const struct {
	const char *word;
	size_t n;
} dir_words[] = {
	/* ORDER DIRECTIVE */
	{ "NOLINTNEXTLINE", 14 }, { "NOLINTBEGIN", 11 }, { "NOLINTEND", 9 },
	{ "NOLINT", 6 }, { "uniform-disable-file:", 21 },
	{ "uniform-disable:", 16 }, { "uniform-enable:", 15 },
};

typedef struct Directive {
	DirKind kind;
	unsigned line, col;	/* where its word starts */
	unsigned end_col;	/* the byte column of its last byte */
	size_t off;		/* the offset of its word */
	unsigned from;		/* the line it starts to silence */
	unsigned rules;		/* bit per Rule it names; all without a list */
	bool listed;		/* it names rules (a bare NOLINT may be another tool's) */
	unsigned globs[4];	/* the rules each glob of its list names, up to 4 */
	int pair;		/* begin and end forms: the other of the pair, or -1 */
	int below;		/* a begin form: the one open before it of the same rules */
	bool shut;		/* a begin form: its end form is passed (index_regions) */
	unsigned used;		/* the rules it silenced a finding of */
} Directive;

/*
 * Where a region directive changes what is silenced: from line from on,
 * who[r] is the directive silencing rule r, or -1.
 */
typedef struct Event {
	unsigned from;
	size_t dir;		/* the directive, for the order of equal lines */
	int who[R_NRULES];
} Event;

/*
 * The directives of a file's comments in the comments' order (which is
 * their lines'), and what makes them quick to ask: the one-line forms
 * sorted by the line they silence, the region forms as events sorted by
 * line, and the file-wide form's directive for each rule.
 */
typedef struct Directives {
	Directive *v;
	size_t n, cap;
	Event *lines;		/* NOLINT, NOLINTNEXTLINE: one a line */
	size_t nlines;
	Event *events;		/* the regions */
	size_t nevents;
	int file_who[R_NRULES];	/* uniform-disable-file: silencing each rule */
	int *stacks;		/* scratch: per rule, the open NOLINTBEGINs */
} Directives;

#define ALL_RULES ((1u << R_NRULES) - 1)

/*
 * The rules a list's word w[0 .. n) names: one, or those a glob matches
 * ("comment-*"; clang-tidy's lists take globs too, as "*array*", which
 * names none of ours, and "*", which names all).
 */
static unsigned named_rules(const char *w, size_t n)
{
	char name[64];
	unsigned mask = 0;

	if (n >= sizeof(name))
		return 0;
	memcpy(name, w, n);
	name[n] = '\0';
	for (int r = 0; r < R_NRULES; r++)
		if (!fnmatch(name, rule_name((Rule)r), 0))
			mask |= 1u << r;
	return mask;
}

/* The next word of a rule list from *p, *p moved past it (none: *p). */
static const char *list_word(const char **p, const char *end)
{
	const char *q = *p, *w;

	while (q < end && (*q == ' ' || *q == '\t' || *q == ','))
		q++;
	w = q;
	while (q < end && *q != ',' && *q != ' ' && *q != '\t' &&
	       *q != '\n' && *q != '\r')
		q++;
	*p = q;
	return w;
}

/*
 * The rules named in "(a,b)", or after "disable:" up to the line's end;
 * all of them when there is no list.  *listed says whether there was
 * one, globs[] gets what each glob in it names (the fourth and later
 * together), *stop is just past the directive's text.
 */
static unsigned parse_rules(const char *p, const char *end, bool paren,
			    bool *listed, unsigned globs[4], const char **stop)
{
	unsigned mask = 0, k = 0;

	*listed = false;
	*stop = p;
	if (paren) {
		const char *close = p < end && *p == '(' ?
				    memchr(p, ')', (size_t)(end - p)) : NULL;
		if (!close)
			return ALL_RULES;
		*stop = close + 1;
		p++;
		end = close;
	}
	while (p < end) {
		const char *w = list_word(&p, end);

		if (p == w)
			break;
		*listed = true;
		if (!paren)
			*stop = p;
		unsigned named = named_rules(w, (size_t)(p - w));

		mask |= named;
		if (memchr(w, '*', (size_t)(p - w)) || memchr(w, '?', (size_t)(p - w)))
			globs[k < 3 ? k++ : 3] |= named;
	}
	return *listed ? mask : ALL_RULES;
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
	if (ds->n == ds->cap) {
		size_t cap = ds->cap ? ds->cap * 2 : 8;

		ds->v = xrealloc(ds->v, cap * sizeof(*ds->v));
		ds->cap = cap;
	}
	ds->v[ds->n++] = d;
}

/* The kind of directive whose word is at w, or -1 for none. */
static int dir_kind(const char *w, const char *end)
{
	for (size_t k = 0; k < sizeof(dir_words) / sizeof(dir_words[0]); k++)
		if ((size_t)(end - w) >= dir_words[k].n &&
		    !memcmp(w, dir_words[k].word, dir_words[k].n))
			return (int)k;
	return -1;
}

/*
 * Tell each word of the directive d's list [p, stop) that names no rule
 * but is a slip of the pen for one ("comment-opne"): it silences
 * nothing, as --rule would not take it.  Another tool's names are too
 * far from ours to be told.
 */
static void tell_misspelt(const char *p, const char *stop, const Directive *d,
			  DirWarn warn, void *ctx)
{
	char name[64], msg[200];

	while (p < stop) {
		const char *w = list_word(&p, stop);
		size_t n = (size_t)(p - w);
		const char *near;

		if (!n)
			break;
		if (n >= sizeof(name) || memchr(w, '*', n) || memchr(w, '?', n) ||
		    named_rules(w, n))
			continue;
		memcpy(name, w, n);
		name[n] = '\0';
		if (!(near = rule_misspelt(name)))
			continue;
		snprintf(msg, sizeof(msg), "%s names no rule '%s' (did you mean "
			 "'%s'?); it silences nothing of it",
			 dir_words[d->kind].word, name, near);
		warn(ctx, d->line, d->col, msg);
	}
}

/* Directives in one comment; cur gives line numbers (offsets ascend). */
static void scan_comment(const char *buf, const LexComment *c, LexCursor *cur,
			 Directives *ds, DirWarn warn, void *ctx)
{
	const char *p = buf + c->body, *end = buf + c->close;

	while (p < end) {
		const char *w = find_directive(p, end), *stop;
		if (!w)
			return;
		int k = dir_kind(w, end);
		if (k < 0) {
			p = w + 8;	/* "uniform-" and something else */
			continue;
		}
		Directive d = { .kind = (DirKind)k, .off = (size_t)(w - buf), .pair = -1 };
		const char *eol = w;
		while (eol < end && *eol != '\n' && *eol != '\r')
			eol++;
		p = w + dir_words[k].n;
		d.rules = parse_rules(p, eol, *w == 'N', &d.listed, d.globs, &stop);
		if (stop < p)
			stop = p;
		lex_cursor_at(cur, d.off, &d.line, &d.col);
		d.end_col = d.col + (unsigned)(stop - w) - 1;
		d.from = d.line + (d.kind == DK_NEXTLINE);
		if (d.listed && warn)
			tell_misspelt(p + (*w == 'N'), stop - (*w == 'N'), &d,
				      warn, ctx);
		add_directive(ds, d);
	}
}

/* Directive i of ds in its words, for messages: "NOLINTEND(a,b)". */
static void dir_text(const Directives *ds, size_t i, const char *buf,
		     char *out, size_t size)
{
	const Directive *d = &ds->v[i];
	size_t n = d->end_col - d->col + 1;

	snprintf(out, size, "%.*s", (int)(n < 80 ? n : 80), buf + d->off);
}

/*
 * Pair each NOLINTEND with the latest NOLINTBEGIN still open that names
 * the same rules, as clang-tidy does; one of either left alone is told,
 * and silences nothing.  A list of none of our rules is another tool's.
 * The open ones of each set of rules are a stack (top[rules], linked by
 * below), so that no NOLINTEND looks at the ones of other rules.
 */
static void match_regions(Directives *ds, const char *buf, DirWarn warn,
			  void *ctx)
{
	_Static_assert(R_NRULES <= 20, "top is 2^R_NRULES ints");
	int *top;
	char text[96], msg[160];
	bool any = false;

	for (size_t i = 0; i < ds->n && !any; i++)
		any = ds->v[i].kind == DK_BEGIN || ds->v[i].kind == DK_END;
	if (!any)
		return;
	top = xmalloc((ALL_RULES + 1) * sizeof(*top));

	for (size_t m = 0; m <= ALL_RULES; m++)
		top[m] = -1;
	for (size_t i = 0; i < ds->n; i++) {
		Directive *d = &ds->v[i];

		if ((d->kind != DK_BEGIN && d->kind != DK_END) || !d->rules)
			continue;
		if (d->kind == DK_BEGIN) {
			d->below = top[d->rules];
			top[d->rules] = (int)i;
		} else if (top[d->rules] >= 0) {
			d->pair = top[d->rules];
			ds->v[d->pair].pair = (int)i;
			top[d->rules] = ds->v[d->pair].below;
		} else {
			dir_text(ds, i, buf, text, sizeof(text));
			snprintf(msg, sizeof(msg), "%s closes no NOLINTBEGIN of the "
				 "same rules; it is ignored", text);
			warn(ctx, d->line, d->col, msg);
		}
	}
	for (size_t i = 0; i < ds->n; i++) {
		const Directive *d = &ds->v[i];

		if (d->kind != DK_BEGIN || !d->rules || d->pair >= 0)
			continue;
		dir_text(ds, i, buf, text, sizeof(text));
		snprintf(msg, sizeof(msg), "%s has no NOLINTEND of the same rules; "
			 "it silences nothing", text);
		warn(ctx, d->line, d->col, msg);
	}
	free(top);
}

static int by_from(const void *a, const void *b)
{
	const Event *x = a, *y = b;

	if (x->from != y->from)
		return x->from < y->from ? -1 : 1;
	return x->dir < y->dir ? -1 : x->dir > y->dir;
}

/*
 * Walk the region forms in the order of the lines they start at, and
 * say after each which directive silences each rule: a uniform-disable
 * until its uniform-enable, else the latest NOLINTBEGIN still open.
 * Each rule has its stack of NOLINTBEGINs; one whose NOLINTEND has
 * passed is marked shut and taken off when it comes to the top, so
 * that no NOLINTEND searches a stack.
 */
static void index_regions(Directives *ds)
{
	int disable[R_NRULES];
	size_t depth[R_NRULES] = { 0 }, nb = 0, m = 0;

	for (size_t i = 0; i < ds->n; i++)
		nb += ds->v[i].kind == DK_BEGIN;
	ds->events = xmalloc((ds->n + 1) * sizeof(*ds->events));
	ds->stacks = xmalloc((nb * R_NRULES + 1) * sizeof(*ds->stacks));
	for (size_t i = 0; i < ds->n; i++) {
		const Directive *d = &ds->v[i];

		if (d->kind == DK_DISABLE || d->kind == DK_ENABLE || d->pair >= 0)
			ds->events[m++] = (Event){ d->line + (d->kind == DK_END), i, { 0 } };
	}
	ds->nevents = m;
	if (m > 1)
		qsort(ds->events, m, sizeof(*ds->events), by_from);
	for (int r = 0; r < R_NRULES; r++)
		disable[r] = -1;
	for (size_t e = 0; e < m; e++) {
		size_t i = ds->events[e].dir;
		Directive *d = &ds->v[i];

		if (d->kind == DK_END)
			ds->v[d->pair].shut = true;
		for (int r = 0; r < R_NRULES; r++) {
			int *stack = ds->stacks + (size_t)r * nb;

			if (!(d->rules & (1u << r)))
				continue;
			if (d->kind == DK_DISABLE)
				disable[r] = (int)i;
			else if (d->kind == DK_ENABLE)
				disable[r] = -1;
			else if (d->kind == DK_BEGIN)
				stack[depth[r]++] = (int)i;
			while (depth[r] && ds->v[stack[depth[r] - 1]].shut)
				depth[r]--;
		}
		for (int r = 0; r < R_NRULES; r++)
			ds->events[e].who[r] = disable[r] >= 0 ? disable[r] :
				depth[r] ? ds->stacks[(size_t)r * nb + depth[r] - 1] : -1;
	}
}

/*
 * The one-line forms, one event a line they silence: who[r] is the first
 * of them there that names rule r (a file of a NOLINT a finding on one
 * line asks each finding of one event, not of every NOLINT).
 */
static void index_lines(Directives *ds)
{
	size_t m = 0;

	ds->lines = xmalloc((ds->n + 1) * sizeof(*ds->lines));
	for (size_t i = 0; i < ds->n; i++)
		if (ds->v[i].kind == DK_NOLINT || ds->v[i].kind == DK_NEXTLINE)
			ds->lines[m++] = (Event){ ds->v[i].from, i, { 0 } };
	if (m > 1)
		qsort(ds->lines, m, sizeof(*ds->lines), by_from);
	ds->nlines = 0;
	for (size_t k = 0; k < m; k++) {
		Event *e = &ds->lines[ds->nlines];
		const Directive *d = &ds->v[ds->lines[k].dir];

		if (ds->nlines == 0 || e[-1].from != d->from) {
			*e = ds->lines[k];
			for (int r = 0; r < R_NRULES; r++)
				e->who[r] = -1;
			ds->nlines++;
		} else {
			e--;
		}
		for (int r = 0; r < R_NRULES; r++)
			if (e->who[r] < 0 && (d->rules & (1u << r)))
				e->who[r] = (int)ds->lines[k].dir;
	}
}

/*
 * Make the directives quick to ask: the one-line forms sorted by the
 * line they silence, the regions paired and walked, the file-wide form
 * looked up once per rule.
 */
static void index_directives(Directives *ds, const char *buf, DirWarn warn,
			     void *ctx)
{
	index_lines(ds);
	match_regions(ds, buf, warn, ctx);
	index_regions(ds);
	for (int r = 0; r < R_NRULES; r++) {
		ds->file_who[r] = -1;
		for (size_t i = 0; i < ds->n && ds->file_who[r] < 0; i++)
			if (ds->v[i].kind == DK_FILE && (ds->v[i].rules & (1u << r)))
				ds->file_who[r] = (int)i;
	}
}

/* The last of the n events from line or before, or NULL. */
static const Event *event_at(const Event *v, size_t n, unsigned line)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (v[mid].from <= line)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo ? &v[lo - 1] : NULL;
}

/*
 * The directive that silences finding f, marked as used for its rule,
 * or -1: a one-line form first, then a region, then the file-wide form.
 */
static int silencer(Directives *ds, const Finding *f)
{
	const Event *e = event_at(ds->lines, ds->nlines, f->line);
	int who = e && e->from == f->line ? e->who[f->rule] : -1;

	if (who < 0 && (e = event_at(ds->events, ds->nevents, f->line)))
		who = e->who[f->rule];
	if (who < 0)
		who = ds->file_who[f->rule];
	if (who >= 0)
		ds->v[who].used |= 1u << f->rule;
	return who;
}

/*
 * The rules in on that d names and silenced no finding of: a glob
 * counts as used when any rule it names was, since it was written once
 * (NOLINT(comment-*) over a comment-open finding is not idle).
 */
static unsigned idle_rules(const Directive *d, unsigned on)
{
	unsigned globbed = 0, idle = 0;

	for (int k = 0; k < 4; k++) {
		globbed |= d->globs[k];
		if (!(d->globs[k] & d->used))
			idle |= d->globs[k];
	}
	idle |= d->rules & ~globbed & ~d->used;
	return idle & on;
}

/*
 * unused-suppression: each directive of ours that silenced no finding
 * of a rule it names, among the rules in force.  A NOLINT form without a
 * list may be there for another tool (clang-tidy reads it too) and a
 * directive that names unused-suppression asks for silence: neither is
 * reported.  The report is itself silenced as any finding is.
 */
static void report_unused(Directives *ds, Findings *f, const Settings *s)
{
	unsigned on = 0, self = 1u << R_UNUSED_SUPPRESSION;

	for (int r = 0; r < R_NRULES; r++)
		on |= (unsigned)s->rule[r] << r;
	on &= ~self;
	for (size_t i = 0; i < ds->n; i++) {
		const Directive *d = &ds->v[i];
		unsigned idle = idle_rules(d, on);
		char names[512] = "";
		size_t len = 0;

		if (d->kind == DK_END || d->kind == DK_ENABLE || !idle ||
		    (d->kind == DK_BEGIN && d->pair < 0) ||
		    (d->listed && (d->rules & self)) ||
		    (!d->listed && (d->kind <= DK_NOLINT || d->used)))
			continue;
		for (int r = 0; r < R_NRULES && d->listed; r++)
			if (idle & (1u << r))
				len += (size_t)snprintf(names + len, sizeof(names) - len,
							"%s%s", len ? ", " : " of ",
							rule_name((Rule)r));
		findings_add(f, R_UNUSED_SUPPRESSION, d->off, d->line, d->col,
			     d->line, d->end_col,
			     "unused suppression: it silences no finding%s", names);
		int who = silencer(ds, &f->v[f->n - 1]);

		if (who >= 0 && (size_t)who != i)	/* not by itself */
			f->n--;
	}
}

static void forget_directives(void *p)
{
	Directives *ds = p;

	free(ds->v);
	free(ds->lines);
	free(ds->events);
	free(ds->stacks);
}

/*
 * The directives are indexed, not each asked for each finding: a file
 * of a NOLINT and a finding a line would otherwise cost the square of
 * its lines.
 */
void findings_suppress(Findings *f, const char *buf, size_t len,
		       const FileComment *comments, size_t n, bool has_cr,
		       const Settings *s, DirWarn warn, void *ctx)
{
	Directives ds = { 0 };
	MemHold hold;
	size_t kept = 0;
	LexCursor cur;

	lex_cursor_init(&cur, buf, len, has_cr);
	mem_hold(&hold, forget_directives, &ds);
	for (size_t i = 0; i < n; i++)
		scan_comment(buf, &comments[i].c, &cur, &ds, warn, ctx);
	if (ds.n) {
		index_directives(&ds, buf, warn, ctx);
		for (size_t i = 0; i < f->n; i++) {
			if (silencer(&ds, &f->v[i]) < 0)
				f->v[kept++] = f->v[i];
		}
		f->n = kept;
		if (s->rule[R_UNUSED_SUPPRESSION])
			report_unused(&ds, f, s);
	}
	mem_let_go(&hold);
	forget_directives(&ds);
}
