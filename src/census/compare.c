/*
 * compare: explain, place by place, how far the regex method is off.
 *
 * Both methods run on the same bytes.  The exact run records every
 * comment and literal as a region; the regex run records every match.
 * Walking the two lists in offset order gives three kinds of place: a
 * match that is no comment (the region it falls in says why), a comment
 * the regexes missed (its line was counted at an earlier match, or a
 * splice splits its opener), and a comment both saw but classed
 * differently (the opening line says why).
 */
#include "census/compare.h"

#include <stdlib.h>
#include <string.h>

typedef struct Region {
	size_t start, end;	/* byte range */
	unsigned char what;	/* R_* below */
	unsigned char cls;	/* CommentClass, for comments */
} Region;

enum { R_BLOCK, R_LINE, R_STRING, R_CHAR };

typedef struct Regions {
	Region *v;		/* in order of start */
	size_t n, cap;
	const char *buf;	/* the file, for classification */
	size_t len;
	Counts *counts;		/* exact counts */
	Buf *diag;		/* warnings */
	const char *path;
} Regions;

static void push(Regions *r, size_t start, size_t end, int what, int cls)
{
	if (r->n == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 64;
		r->v = xrealloc(r->v, r->cap * sizeof(*r->v));
	}
	r->v[r->n++] = (Region){ start, end, (unsigned char)what, (unsigned char)cls };
}

static void on_comment(void *p, const char *buf, size_t len,
		       const LexComment *c)
{
	Regions *r = p;
	CommentClass k = comment_classify(buf, len, c);

	r->counts->cls[k]++;
	r->counts->trailing += c->trailing;
	push(r, c->start, c->end, c->kind == LC_LINE ? R_LINE : R_BLOCK, k);
}

static void on_literal(void *p, size_t start, size_t end)
{
	Regions *r = p;

	push(r, start, end, r->buf[start] == '"' ? R_STRING : R_CHAR, 0);
}

static void on_warning(void *p, unsigned line, unsigned col, const char *msg)
{
	Regions *r = p;

	buf_printf(r->diag, "%s:%u:%u: warning: %s\n", r->path, line, col, msg);
}

/* The region holding offset off, or NULL (regions are sorted). */
static const Region *region_at(const Regions *r, size_t off)
{
	size_t lo = 0, hi = r->n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (r->v[mid].start <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo && off < r->v[lo - 1].end)
		return &r->v[lo - 1];
	return NULL;
}

static const char *why_not_comment(const Regions *r, size_t off)
{
	const Region *g = region_at(r, off);

	if (!g)
		return "not a comment opener";
	switch (g->what) {
	case R_STRING:
		return "inside a string literal";
	case R_CHAR:
		return "inside a character literal";
	case R_LINE:
		return "inside a // comment";
	default:
		return "inside a comment opened before it";
	}
}

/* Why the regexes class the comment at off as rx when it is ex. */
static const char *why_class(const Regions *r, size_t off, int ex, int rx)
{
	const char *b = r->buf;
	const char *eol = memchr(b + off, '\n', r->len - off);
	size_t e = eol ? (size_t)(eol - b) : r->len;

	if (memchr(b + off, '\r', e - off) && (ex == CM_SINGLE || rx == CM_SINGLE))
		return "CR line ends: the regexes see other lines";
	if (rx == CM_SINGLE)
		return "the '*/' later on its line belongs to something else";
	if (ex == CM_BANNER)
		return "a banner of stars or punctuation: the regexes have no class for it";
	if (rx == CM_CUSTOMARY)
		return "another opener ends its line";
	if (e > off && b[e - 1] == '\\')
		return "a line splice after the opener";
	if (ex == CM_KERNEL_DOC)
		return "a lone '*' after blanks";
	return "the opening line reads differently";
}

/*
 * Whether hits before hits[j] hold one on the line of off of the same
 * kind (line or block) as the comment there: the regexes count a line
 * once.
 */
static bool line_counted(const RegexHits *h, size_t j, const char *buf,
			 size_t off, bool line)
{
	while (j-- > 0 && !memchr(buf + h->v[j].off, '\n', off - h->v[j].off)) {
		if ((h->v[j].cls == CM_LINE) == line)
			return true;
	}
	return false;
}

static const char *why_missed(const Regions *r, const RegexHits *h, size_t j,
			      size_t off, bool line)
{
	if (r->buf[off + 1] == '\\')
		return "the opener is split by a line splice";
	if (line_counted(h, j, r->buf, off, line))
		return "its line is counted once, at an earlier match";
	return "an earlier match of the regexes overlaps it";
}

static void example(Buf *out, const char *path, LexCursor *cur, size_t off,
		    const char *ex, const char *rx, const char *why)
{
	unsigned line, col;

	lex_cursor_at(cur, off, &line, &col);
	buf_printf(out, "%s:%u:%u: exact %s, regex %s: %s\n", path, line, col,
		   ex, rx, why);
}

static void free_regions(void *r)
{
	free(((Regions *)r)->v);
}

void compare_scan(const RegexMethod *m, const char *buf, size_t len,
		  const char *path, size_t max_examples, Counts *exact,
		  Counts *regex, Buf *examples, size_t *nexamples, Buf *diag)
{
	Regions r = { .buf = buf, .len = len, .counts = exact, .diag = diag, .path = path };
	LexHooks h = { on_comment, on_literal, on_warning, &r };
	RegexHits hits = { 0 };
	size_t i = 0, j = 0, shown = 0;
	LexCursor cur;
	MemHold hold[2];

	mem_hold(&hold[0], free_regions, &r);
	mem_hold(&hold[1], regex_hits_free, &hits);
	memset(exact, 0, sizeof(*exact));
	exact->files = 1;
	lex_comments(buf, len, &h);
	regex_scan(m, buf, len, regex, max_examples ? &hits : NULL);
	lex_cursor_init(&cur, buf, len, memchr(buf, '\r', len) != NULL);
	while (shown < max_examples && (i < r.n || j < hits.n)) {
		/* Skip literals: they only explain regex matches. */
		if (i < r.n && r.v[i].what >= R_STRING) {
			i++;
			continue;
		}
		size_t eo = i < r.n ? r.v[i].start : (size_t)-1;
		size_t ro = j < hits.n ? hits.v[j].off : (size_t)-1;
		if (eo == ro) {
			int ex = r.v[i].cls, rx = hits.v[j].cls;
			if (ex != rx) {
				example(examples, path, &cur, eo, comment_class_name(ex),
					comment_class_name(rx), why_class(&r, eo, ex, rx));
				shown++;
			}
			i++;
			j++;
		} else if (eo < ro) {
			example(examples, path, &cur, eo, comment_class_name(r.v[i].cls),
				"none", why_missed(&r, &hits, j, eo,
						   r.v[i].what == R_LINE));
			shown++;
			i++;
		} else {
			example(examples, path, &cur, ro, "none",
				comment_class_name(hits.v[j].cls), why_not_comment(&r, ro));
			shown++;
			j++;
		}
	}
	*nexamples = shown;
	mem_let_go(&hold[1]);
	mem_let_go(&hold[0]);
	free_regions(&r);
	regex_hits_free(&hits);
}
