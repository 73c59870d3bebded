/*
 * maintainers: a Linux tree's MAINTAINERS read into its sections.
 *
 * A section is a line that names it followed by tag lines ("F:\tnet/");
 * a blank line or an untagged line ends it, and text before the first
 * section (the file's own description of its tags, indented) names
 * none.  A walk meets a directory's files one after another, so the F:
 * and X: patterns that may take a file are found once a directory: those
 * whose plain bytes (before a '*', '?' or '[') and the directory's path
 * agree as far as both go.  The N: expressions are tried at once, joined
 * in one, and one by one only where that one matches.
 */
#include "config/maintainers.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <ctype.h>
#include <fnmatch.h>
#include <pcre2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "config/editorconfig.h"

typedef struct Pattern {
	char *text;
	size_t plain;		/* bytes before the first '*', '?' or '[' */
	size_t len;
	size_t need, nneed;	/* its longest run of plain bytes after them */
	int depth;		/* how deep it reaches: see maintainers.h */
	uint32_t section;
	bool exclude;		/* X: */
} Pattern;

typedef struct Regex {
	pcre2_code *re;
	const char *text;	/* in its section's tag line */
	size_t len;		/* of its text: how specific it is */
	uint32_t section;
} Regex;

/* A pattern in a sorted index: the bytes it is sorted by. */
typedef struct Key {
	const char *s;
	size_t n;
	uint32_t i;		/* into Maintainers.p */
} Key;

struct Maintainers {
	MaintSection *v;
	size_t n, cap;
	Pattern *p;
	size_t np, capp;
	Regex *rx;
	size_t nrx, caprx;
	pcre2_code *any;	/* every N: expression joined, or NULL */
	Key *by_plain;		/* the F: and X: patterns by their plain bytes */
	Key *by_text;		/* ... and by their text */
	Key *by_title;		/* the sections by their titles */
};

/* A section's hit: its most specific pattern that takes the path. */
typedef struct MaintHit {
	size_t section;
	int depth;		/* 0 for N: */
	size_t len;
} Hit;

size_t maintainers_count(const Maintainers *m)
{
	return m->n;
}

const MaintSection *maintainers_at(const Maintainers *m, size_t i)
{
	return &m->v[i];
}

bool maint_has(const MaintSection *s, char tag, const char *text)
{
	for (size_t i = 0; i < s->ntags; i++)
		if (s->tag[i][0] == tag && strstr(s->tag[i] + 2, text))
			return true;
	return false;
}

void maintainers_free(Maintainers *m)
{
	if (!m)
		return;
	for (size_t i = 0; i < m->n; i++) {
		for (size_t k = 0; k < m->v[i].ntags; k++)
			free(m->v[i].tag[k]);
		free(m->v[i].tag);
		free(m->v[i].title);
	}
	for (size_t i = 0; i < m->np; i++)
		free(m->p[i].text);
	for (size_t i = 0; i < m->nrx; i++)
		pcre2_code_free(m->rx[i].re);
	pcre2_code_free(m->any);
	free(m->v);
	free(m->p);
	free(m->by_plain);
	free(m->by_text);
	free(m->by_title);
	free(m->rx);
	free(m);
}

static pcre2_code *compile(const char *s, size_t n)
{
	int code;
	PCRE2_SIZE at;
	/* get_maintainer.pl matches N: with Perl's /x */
	pcre2_code *re = pcre2_compile((PCRE2_SPTR)s, n, PCRE2_EXTENDED, &code,
				       &at, NULL);

	if (re)
		pcre2_jit_compile(re, PCRE2_JIT_COMPLETE);
	return re;
}

/*
 * p's longest run of plain bytes after its first wildcard (a set is no
 * plain byte, nor a '\\'), which a path must hold for p to match it.
 */
static void longest_plain(Pattern *p)
{
	const char *t = p->text;

	for (size_t i = p->plain; t[i];) {
		if (t[i] == '[') {
			i += strcspn(t + i, "]");
			i += t[i] != '\0';
			continue;
		}
		size_t k = strcspn(t + i, "*?[\\");

		if (k > p->nneed) {
			p->need = i;
			p->nneed = k;
		}
		i += k ? k : 1;
	}
}

/* Take tag line t ("F:\tvalue", trimmed) of the newest section. */
static void add_tag(Maintainers *m, char *t)
{
	MaintSection *s = &m->v[m->n - 1];
	uint32_t section = (uint32_t)(m->n - 1);
	const char *value = t + 2 + strspn(t + 2, " \t");

	s->tag = xrealloc(s->tag, (s->ntags + 1) * sizeof(*s->tag));
	s->tag[s->ntags++] = t;
	if (!*value)
		return;
	if (t[0] == 'F' || t[0] == 'X') {
		if (m->np == m->capp) {
			m->capp = m->capp ? 2 * m->capp : 256;
			m->p = xrealloc(m->p, m->capp * sizeof(*m->p));
		}
		size_t n = strlen(value);
		/* a directory with a wildcard takes what is below it: a "*" more */
		char *text = xmalloc(n + 2);

		memcpy(text, value, n + 1);
		if (n && value[n - 1] == '/' && value[strcspn(value, "*?[")])
			memcpy(text + n, "*", 2);
		Pattern *p = &m->p[m->np++];

		*p = (Pattern){ text, strcspn(value, "*?["), n, 0, 0, 0, section,
				t[0] == 'X' };
		for (size_t i = 0; i < n; i++)
			p->depth += value[i] == '/';
		p->depth += n && value[n - 1] != '/';
		if (value[0] == '*')	/* the catch-all: below N:, as in get_maintainer.pl */
			p->depth = -1;
		longest_plain(p);
	} else if (t[0] == 'N') {
		pcre2_code *re = compile(value, strlen(value));

		if (!re)
			return;	/* get_maintainer.pl would die; no path matches it */
		if (m->nrx == m->caprx) {
			m->caprx = m->caprx ? 2 * m->caprx : 32;
			m->rx = xrealloc(m->rx, m->caprx * sizeof(*m->rx));
		}
		m->rx[m->nrx++] = (Regex){ re, value, strlen(value), section };
	}
}

/* Join the N: expressions in one, "(?:a)|(?:b)|...", to pass most paths at once. */
static void join_regexes(Maintainers *m)
{
	Buf all = { 0 };

	for (size_t i = 0; i < m->nrx; i++) {
		buf_puts(&all, all.len ? "|(?:" : "(?:");
		buf_puts(&all, m->rx[i].text);
		buf_puts(&all, "\n)");	/* a "#" comment of /x ends at the line */
	}
	if (all.len)
		m->any = compile(all.data, all.len);
	buf_free(&all);
}

static int key_cmp(const void *a, const void *b)
{
	const Key *x = a, *y = b;
	int d = memcmp(x->s, y->s, x->n < y->n ? x->n : y->n);

	return d ? d : (x->n > y->n) - (x->n < y->n);
}

/*
 * The patterns sorted twice, for near to find a directory's in a few
 * steps, and the sections by title, for maintainers_find.
 */
static void index_patterns(Maintainers *m)
{
	m->by_plain = xmalloc((m->np ? m->np : 1) * sizeof(*m->by_plain));
	m->by_text = xmalloc((m->np ? m->np : 1) * sizeof(*m->by_text));
	for (size_t i = 0; i < m->np; i++) {
		m->by_plain[i] = (Key){ m->p[i].text, m->p[i].plain, (uint32_t)i };
		m->by_text[i] = (Key){ m->p[i].text, m->p[i].len, (uint32_t)i };
	}
	qsort(m->by_plain, m->np, sizeof(Key), key_cmp);
	qsort(m->by_text, m->np, sizeof(Key), key_cmp);
	m->by_title = xmalloc(m->n * sizeof(*m->by_title));
	for (size_t i = 0; i < m->n; i++)
		m->by_title[i] = (Key){ m->v[i].title, strlen(m->v[i].title), (uint32_t)i };
	qsort(m->by_title, m->n, sizeof(Key), key_cmp);
}

static bool tag_line(const char *s)
{
	return isupper((unsigned char)s[0]) && s[1] == ':';
}

Maintainers *maintainers_read(const char *path)
{
	FILE *f = config_fopen(path);
	Maintainers *m;
	char *line = NULL, *title = NULL;
	size_t cap = 0;
	bool open = false;	/* the newest section takes tags */

	if (!f)
		return NULL;
	m = xcalloc(1, sizeof(*m));
	while (getline(&line, &cap, f) > 0) {
		char *t = ec_trim(line);

		if (tag_line(t) && (open || title)) {
			if (!open) {
				if (m->n == m->cap) {
					m->cap = m->cap ? 2 * m->cap : 256;
					m->v = xrealloc(m->v, m->cap * sizeof(*m->v));
				}
				m->v[m->n++] = (MaintSection){ title, NULL, 0 };
				title = NULL;
				open = true;
			}
			add_tag(m, xstrdup(t));
			continue;
		}
		/* A blank line ends a section, an untagged one may name the next. */
		open = false;
		free(title);
		title = *t && !tag_line(t) ? xstrdup(t) : NULL;
	}
	free(title);
	free(line);
	fclose(f);
	if (!m->n) {
		maintainers_free(m);
		return NULL;
	}
	join_regexes(m);
	index_patterns(m);
	return m;
}

void maint_cursor_free(MaintCursor *c)
{
	free(c->dir);
	free(c->near);
	free(c->hit);
	free(c->out);
	pcre2_match_data_free(c->match);
	memset(c, 0, sizeof(*c));
}

/*
 * The end of the bracket expression at p (just past its ']'), and whether
 * it takes the byte c; NULL when it is no bracket expression fnmatch
 * would read as this one does (a class such as [[:alpha:]], or no ']').
 */
static const char *bracket(const char *p, unsigned char c, bool *in)
{
	bool neg = *p == '!' || *p == '^';

	*in = false;
	p += neg;
	for (bool first = true; first || *p != ']'; first = false) {
		if (!*p || (*p == '[' && p[1] == ':'))
			return NULL;
		unsigned char lo = (unsigned char)*p, hi = lo;

		if (lo == '\\' && p[1])
			lo = hi = (unsigned char)*++p;
		if (p[1] == '-' && p[2] && p[2] != ']') {
			hi = (unsigned char)p[2];
			p += 2;
		}
		*in |= c >= lo && c <= hi;
		p++;
	}
	*in ^= neg;
	return p + 1;
}

/*
 * fnmatch(p, s, 0), the common cases quickly: '*' takes any bytes, '/'
 * too, '?' any one, [...] one of a set, '\\' escapes; the kernel's 1,200
 * patterns with a wildcard are tried for each file of their directories.
 * On the last '*' alone is backtracked: a later one takes what an earlier
 * one would.
 */
static bool glob(const char *p, const char *s, const char *whole_p,
		 const char *whole_s)
{
	const char *star = NULL, *from = NULL;

	while (*s) {
		bool in;
		const char *e;

		if (*p == '*') {
			star = ++p;
			from = s;
			continue;
		}
		if (*p == '[') {
			if (!(e = bracket(p + 1, (unsigned char)*s, &in)))
				return !fnmatch(whole_p, whole_s, 0);
			if (in) {
				p = e;
				s++;
				continue;
			}
		} else if (*p == '?' || (*p == '\\' && p[1] && p[1] == *s) ||
			   (*p != '\\' && *p == *s)) {
			p += *p == '\\' ? 2 : 1;
			s++;
			continue;
		}
		if (!star)
			return false;
		p = star;
		s = ++from;
	}
	while (*p == '*')
		p++;
	return !*p;
}

/*
 * Whether rel matches F: or X: pattern p: a directory (with or without
 * its '/') takes everything below it; '*' and '?' match across '/'.
 */
static bool pattern_match(const Pattern *p, const char *rel)
{
	if (strncmp(rel, p->text, p->plain))
		return false;
	if (p->plain < p->len)	/* "dir/" with a wildcard ends in '*' here */
		return (!p->nneed || memmem(rel + p->plain, strlen(rel + p->plain),
					    p->text + p->need, p->nneed)) &&
		       glob(p->text + p->plain, rel + p->plain, p->text, rel);
	if (p->len && p->text[p->len - 1] == '/')
		return true;
	return !rel[p->len] || rel[p->len] == '/';
}

/* Whether a pattern of depth d and len bytes is more specific than hit x. */
static bool deeper(int d, size_t len, const Hit *x)
{
	return d != x->depth ? d > x->depth : len > x->len;
}

/* Note that section s takes the path by a pattern of depth d, len bytes long. */
static void hit(Hit *h, size_t *n, size_t max, size_t s, int d, size_t len)
{
	for (size_t i = 0; i < *n; i++) {
		if (h[i].section == s) {
			if (deeper(d, len, &h[i]))
				h[i] = (Hit){ s, d, len };
			return;
		}
	}
	if (*n < max)
		h[(*n)++] = (Hit){ s, d, len };
}

/* The first of v[0 .. n) not below s[0 .. k) as key_cmp orders (prefix: its first k bytes). */
static size_t lower(const Key *v, size_t n, const char *s, size_t k, bool prefix)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const Key *x = &v[mid];
		int d = memcmp(x->s, s, x->n < k ? x->n : k);

		if (!d && !prefix)
			d = (x->n > k) - (x->n < k);
		else if (!d)
			d = x->n < k ? -1 : 0;
		if (d < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * A pattern near dir[0 .. n) (see near), of the plain ones those that
 * may take some files of dir and not others (they name files of dir):
 * *all when it takes every one of them.
 */
static bool file_pattern(const Pattern *p, const char *dir, size_t n, bool *all)
{
	*all = false;
	if (p->plain < p->len)
		return true;
	if (p->len <= n) {	/* dir's own first bytes */
		*all = p->text[p->len - 1] == '/' || dir[p->len] == '/';
		return false;
	}
	return !memchr(p->text + n, '/', p->len - n);
}

/* Add pattern i, near dir[0 .. n), to c's lists. */
static void take(const Maintainers *m, MaintCursor *c, uint32_t i,
		 const char *dir, size_t n)
{
	const Pattern *p = &m->p[i];
	bool all;

	if (file_pattern(p, dir, n, &all))
		c->near[c->nnear++] = i;
	else if (all && p->exclude)
		c->out[c->nout++] = p->section;
	else if (all)
		hit(c->hit, &c->nhit, m->np, p->section, p->depth, p->len);
}

size_t maintainers_find(const Maintainers *m, const char *title)
{
	size_t n = strlen(title), i = lower(m->by_title, m->n, title, n, false);

	return i < m->n && m->by_title[i].n == n && !memcmp(m->by_title[i].s, title, n)
	       ? m->by_title[i].i : MAINT_NONE;
}

/*
 * Make c's lists for rel's directory dir, from the patterns whose plain
 * bytes and dir agree as far as both go: those whose plain bytes are
 * dir's first k, for each k, then those whose text begins with dir and
 * goes on plain.  Those that take every file of dir go into c->hit and
 * c->out at once, those that may take some into c->near.
 */
static void near(const Maintainers *m, MaintCursor *c, const char *rel)
{
	const char *slash = strrchr(rel, '/');
	size_t n = slash ? (size_t)(slash - rel) + 1 : 0;	/* "dir/" */

	if (c->dir && strlen(c->dir) == n && !strncmp(c->dir, rel, n))
		return;
	free(c->dir);
	c->dir = xmalloc(n + 1);
	memcpy(c->dir, rel, n);
	c->dir[n] = '\0';
	if (!c->near) {
		size_t k = m->np ? m->np : 1;

		c->near = xmalloc(k * sizeof(*c->near));
		c->hit = xmalloc(k * sizeof(*c->hit));
		c->out = xmalloc(k * sizeof(*c->out));
	}
	c->nnear = c->nhit = c->nout = 0;
	for (size_t k = 0; k <= n; k++)
		for (size_t i = lower(m->by_plain, m->np, rel, k, false);
		     i < m->np && m->by_plain[i].n == k &&
		     !memcmp(m->by_plain[i].s, rel, k); i++)
			take(m, c, m->by_plain[i].i, c->dir, n);
	for (size_t i = lower(m->by_text, m->np, rel, n, true);
	     i < m->np && m->by_text[i].n >= n && !memcmp(m->by_text[i].s, rel, n); i++)
		if (m->p[m->by_text[i].i].plain > n)
			take(m, c, m->by_text[i].i, c->dir, n);
}

static int by_specific(const void *a, const void *b)
{
	const Hit *x = a, *y = b;

	if (x->depth != y->depth || x->len != y->len)
		return deeper(x->depth, x->len, y) ? -1 : 1;
	return x->section < y->section ? -1 : x->section > y->section;
}

static bool regex_match(pcre2_code *re, MaintCursor *c, const char *rel)
{
	if (!c->match)
		c->match = pcre2_match_data_create(1, NULL);
	return pcre2_match(re, (PCRE2_SPTR)rel, PCRE2_ZERO_TERMINATED, 0, 0,
			   c->match, NULL) >= 0;
}

/* Room for the sections of one path: MAINTAINERS gives a file a dozen at most. */
#define MAX_HITS 256

size_t maintainers_sections(const Maintainers *m, MaintCursor *c,
			    const char *rel, size_t *out, size_t max)
{
	Hit h[MAX_HITS];
	size_t nh = 0, ex[MAX_HITS], nex = 0, k = 0;

	near(m, c, rel);
	for (size_t i = 0; i < c->nhit; i++)
		hit(h, &nh, MAX_HITS, c->hit[i].section, c->hit[i].depth, c->hit[i].len);
	for (size_t i = 0; i < c->nout && nex < MAX_HITS; i++)
		ex[nex++] = c->out[i];
	for (size_t i = 0; i < c->nnear; i++) {
		const Pattern *p = &m->p[c->near[i]];

		if (!pattern_match(p, rel))
			continue;
		if (p->exclude && nex < MAX_HITS)
			ex[nex++] = p->section;
		else if (!p->exclude)
			hit(h, &nh, MAX_HITS, p->section, p->depth, p->len);
	}
	if (m->any && regex_match(m->any, c, rel))
		for (size_t i = 0; i < m->nrx; i++)
			if (regex_match(m->rx[i].re, c, rel))
				hit(h, &nh, MAX_HITS, m->rx[i].section, 0, m->rx[i].len);
	for (size_t i = 0; i < nh; i++) {
		bool out_of_it = false;

		for (size_t j = 0; j < nex && !out_of_it; j++)
			out_of_it = ex[j] == h[i].section;
		if (!out_of_it)
			h[k++] = h[i];
	}
	qsort(h, k, sizeof(*h), by_specific);
	for (size_t i = 0; i < k && i < max; i++)
		out[i] = h[i].section;
	return k;
}
