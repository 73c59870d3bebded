/*
 * udiff: a unified diff of two texts, from a shortest edit script.
 *
 * The script is Myers' O(ND) difference algorithm in its linear-space
 * form: find a point on the middle of a shortest path by searching from
 * both ends at once, split there, recurse on each half.  Lines are
 * compared by hash first.  A search that passes UDIFF_MAX_D differences
 * gives up on that stretch and replaces it whole: the diff is then longer
 * than it could be, never wrong.  The script is kept as one mark per line
 * on each side (deleted, inserted), then cut into hunks with three lines
 * of context, hunks whose context would touch made one.
 */
#include "fix/udiff.h"

#include <stdbool.h>
#include <stdint.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define UDIFF_CONTEXT 3
#define UDIFF_MAX_D 4096

typedef struct Lines {
	size_t *start;		/* offset of each line; start[n] = len */
	uint64_t *hash;
	bool *mark;		/* deleted (old) or inserted (new) */
	size_t n;
	const char *text;
} Lines;

static void split_lines(const char *b, size_t len, Lines *l)
{
	size_t cap = 64;

	l->text = b;
	l->start = xmalloc(cap * sizeof(*l->start));
	l->n = 0;
	for (size_t i = 0; i < len;) {
		const char *nl = memchr(b + i, '\n', len - i);

		if (l->n + 2 > cap) {
			cap *= 2;
			l->start = xrealloc(l->start, cap * sizeof(*l->start));
		}
		l->start[l->n++] = i;
		i = nl ? (size_t)(nl - b) + 1 : len;
	}
	l->start[l->n] = len;
	l->hash = xmalloc((l->n + 1) * sizeof(*l->hash));
	l->mark = xcalloc(l->n + 1, sizeof(*l->mark));
	for (size_t k = 0; k < l->n; k++) {
		uint64_t h = 1469598103934665603u;	/* FNV-1a */

		for (size_t i = l->start[k]; i < l->start[k + 1]; i++)
			h = (h ^ (unsigned char)b[i]) * 1099511628211u;
		l->hash[k] = h;
	}
}

static void lines_free(Lines *l)
{
	free(l->start);
	free(l->hash);
	free(l->mark);
}

static bool same(const Lines *x, size_t i, const Lines *y, size_t j)
{
	size_t n = x->start[i + 1] - x->start[i];

	return x->hash[i] == y->hash[j] && n == y->start[j + 1] - y->start[j] &&
	       !memcmp(x->text + x->start[i], y->text + y->start[j], n);
}

typedef struct Script {
	Lines *x, *y;
	long *fwd, *bwd;	/* furthest x per diagonal, forward and back */
} Script;

static void mark(Lines *l, size_t from, size_t to)
{
	for (size_t k = from; k < to; k++)
		l->mark[k] = true;
}

static void diff(Script *s, size_t a0, size_t a1, size_t b0, size_t b1);

/*
 * Diff the two sides of the point (x, y) of the stretch, when it is one
 * that divides it (inside, and neither corner).
 */
static bool split(Script *s, size_t a0, size_t a1, size_t b0, size_t b1,
		  long x, long y)
{
	long n = (long)(a1 - a0), m = (long)(b1 - b0);

	if (x < 0 || y < 0 || x > n || y > m || x + y == 0 || (x == n && y == m))
		return false;
	diff(s, a0, a0 + (size_t)x, b0, b0 + (size_t)y);
	diff(s, a0 + (size_t)x, a1, b0 + (size_t)y, b1);
	return true;
}

/*
 * The middle of a shortest path from (a0, b0) to (a1, b1): walk the
 * diagonals from both corners, D differences at a time, until the paths
 * meet; then diff each side of the meeting point.
 */
static void bisect(Script *s, size_t a0, size_t a1, size_t b0, size_t b1)
{
	long n = (long)(a1 - a0), m = (long)(b1 - b0);
	long max = (n + m + 1) / 2 < UDIFF_MAX_D ? (n + m + 1) / 2 : UDIFF_MAX_D;
	long off = max + 1, delta = n - m;
	bool odd = delta & 1;
	long *f = s->fwd, *r = s->bwd;

	for (long k = 0; k < 2 * off + 1; k++)
		f[k] = r[k] = -1;
	f[off + 1] = r[off + 1] = 0;
	for (long d = 0; d <= max; d++) {
		for (long k = -d; k <= d; k += 2) {
			long x = k == -d || (k != d && f[off + k - 1] < f[off + k + 1]) ?
				 f[off + k + 1] : f[off + k - 1] + 1;
			long y = x - k;

			while (x < n && y < m && y >= 0 &&
			       same(s->x, a0 + (size_t)x, s->y, b0 + (size_t)y))
				x++, y++;
			f[off + k] = x;
			long rk = delta - k;

			if (odd && rk >= -(d - 1) && rk <= d - 1 && r[off + rk] >= 0 &&
			    x >= n - r[off + rk] && split(s, a0, a1, b0, b1, x, y))
				return;
		}
		for (long k = -d; k <= d; k += 2) {
			long x = k == -d || (k != d && r[off + k - 1] < r[off + k + 1]) ?
				 r[off + k + 1] : r[off + k - 1] + 1;
			long y = x - k;

			while (x < n && y < m && y >= 0 &&
			       same(s->x, a1 - 1 - (size_t)x, s->y, b1 - 1 - (size_t)y))
				x++, y++;
			r[off + k] = x;
			long fk = delta - k;

			if (!odd && fk >= -d && fk <= d && f[off + fk] >= 0 &&
			    f[off + fk] >= n - x) {
				long fx = f[off + fk];

				if (split(s, a0, a1, b0, b1, fx, fx - fk))
					return;
			}
		}
	}
	mark(s->x, a0, a1);	/* too different: replaced whole */
	mark(s->y, b0, b1);
}

static void diff(Script *s, size_t a0, size_t a1, size_t b0, size_t b1)
{
	while (a0 < a1 && b0 < b1 && same(s->x, a0, s->y, b0))
		a0++, b0++;
	while (a0 < a1 && b0 < b1 && same(s->x, a1 - 1, s->y, b1 - 1))
		a1--, b1--;
	if (a0 == a1 || b0 == b1) {
		mark(s->x, a0, a1);
		mark(s->y, b0, b1);
		return;
	}
	bisect(s, a0, a1, b0, b1);
}

/* One line of a hunk with its mark; a last line without '\n' says so. */
static void hunk_line(Buf *out, char c, const Lines *l, size_t i)
{
	size_t s = l->start[i], e = l->start[i + 1];

	buf_putc(out, c);
	buf_add(out, l->text + s, e - s);
	if (e == s || l->text[e - 1] != '\n')
		buf_puts(out, "\n\\ No newline at end of file\n");
}

/* "-1,3": an empty range names the line before it. */
static void range(Buf *out, char c, size_t from, size_t n)
{
	buf_printf(out, " %c%zu,%zu", c, n ? from + 1 : from, n);
}

/* The hunk of lines [i0, i1) of old and [j0, j1) of new. */
static void hunk(Buf *out, const Lines *x, size_t i0, size_t i1,
		 const Lines *y, size_t j0, size_t j1)
{
	buf_puts(out, "@@");
	range(out, '-', i0, i1 - i0);
	range(out, '+', j0, j1 - j0);
	buf_puts(out, " @@\n");
	while (i0 < i1 || j0 < j1) {
		if (i0 < i1 && j0 < j1 && !x->mark[i0] && !y->mark[j0]) {
			hunk_line(out, ' ', x, i0++);
			j0++;
			continue;
		}
		while (i0 < i1 && x->mark[i0])
			hunk_line(out, '-', x, i0++);
		while (j0 < j1 && y->mark[j0])
			hunk_line(out, '+', y, j0++);
	}
}

/*
 * Remove "." and "name/.." components of the absolute path p, in place
 * (lexically: a symbolic link is not followed).
 */
static void normalize(char *p)
{
	char *out = p, *in = p;

	while (*in) {
		while (*in == '/')
			in++;
		char *end = in + strcspn(in, "/");
		size_t n = (size_t)(end - in);

		if (n == 1 && in[0] == '.') {
			/* nothing */
		} else if (n == 2 && in[0] == '.' && in[1] == '.') {
			while (out > p && *--out != '/')
				;
		} else if (n) {
			*out++ = '/';
			memmove(out, in, n);
			out += n;
		}
		in = end;
	}
	if (out == p)
		*out++ = '/';
	*out = '\0';
}

/* Whether dir (no trailing '/', or "/") holds path; the rest of path. */
static const char *under(const char *dir, const char *path)
{
	size_t n = strlen(dir);

	if (n == 1)
		return path + 1;
	if (strncmp(dir, path, n) || path[n] != '/')
		return NULL;
	return path + n + 1;
}

/*
 * The name of path in the diff, as git apply wants it: relative to the
 * top of the git work tree around the current directory, else to the
 * current directory; else the absolute path without its leading '/'.
 */
static char *diff_name(const char *path)
{
	char cwd[PATH_MAX], top[PATH_MAX], *abs;
	const char *rel = NULL;

	if (!getcwd(cwd, sizeof(cwd)))
		return xstrdup(path);
	abs = xmalloc(strlen(cwd) + strlen(path) + 3);
	if (path[0] == '/')
		strcpy(abs, path);
	else
		sprintf(abs, "%s/%s", cwd, path);
	normalize(abs);
	strcpy(top, cwd);
	for (;;) {
		struct stat st;
		size_t n = strlen(top);

		if (n + 6 < sizeof(top)) {
			strcpy(top + n, "/.git");
			bool git = stat(top, &st) == 0;

			top[n] = '\0';
			if (git) {
				rel = under(n ? top : "/", abs);
				break;
			}
		}
		char *slash = strrchr(top, '/');

		if (!slash || slash == top)
			break;
		*slash = '\0';
	}
	if (!rel)
		rel = under(cwd, abs);
	char *name = xstrdup(rel ? rel : abs + 1);

	free(abs);
	return name;
}

/*
 * "diff --git", "---" and "+++" lines for path, named as git names them:
 * in double quotes with C escapes when git would quote them, and a tab
 * after the name on the "---" and "+++" lines when it holds a space.
 */
static void header(Buf *out, const char *path)
{
	char *name = diff_name(path);
	const char *tab = strchr(name, ' ') ? "\t" : "";

	buf_puts(out, "diff --git ");
	buf_diff_path(out, "a/", name);
	buf_putc(out, ' ');
	buf_diff_path(out, "b/", name);
	buf_puts(out, "\n--- ");
	buf_diff_path(out, "a/", name);
	buf_printf(out, "%s\n+++ ", tab);
	buf_diff_path(out, "b/", name);
	buf_printf(out, "%s\n", tab);
	free(name);
}

void udiff(const char *path, const char *old, size_t oldlen, const char *new,
	   size_t newlen, Buf *out)
{
	Lines x, y;
	size_t i = 0, j = 0;
	bool head = false;

	if (oldlen == newlen && !memcmp(old, new, oldlen))
		return;
	split_lines(old, oldlen, &x);
	split_lines(new, newlen, &y);
	size_t v = 2 * (size_t)UDIFF_MAX_D + 2 * ((x.n + y.n + 1) / 2) + 8;
	Script s = { &x, &y, xmalloc(v * sizeof(long)), xmalloc(v * sizeof(long)) };

	diff(&s, 0, x.n, 0, y.n);
	free(s.fwd);
	free(s.bwd);
	/* Walk both sides in step; a run of unmarked lines is common. */
	while (i < x.n || j < y.n) {
		if (i < x.n && j < y.n && !x.mark[i] && !y.mark[j]) {
			i++, j++;
			continue;
		}
		size_t i0 = i > UDIFF_CONTEXT ? i - UDIFF_CONTEXT : 0;
		size_t j0 = j - (i - i0);
		size_t i1 = i, j1 = j;

		/* Extend the hunk while changes come within 2 contexts. */
		for (;;) {
			while ((i1 < x.n && x.mark[i1]) || (j1 < y.n && y.mark[j1])) {
				if (i1 < x.n && x.mark[i1])
					i1++;
				else
					j1++;
			}
			size_t run = 0;

			while (i1 + run < x.n && j1 + run < y.n && !x.mark[i1 + run] &&
			       !y.mark[j1 + run] && run <= 2 * UDIFF_CONTEXT)
				run++;
			bool more = (i1 + run < x.n && x.mark[i1 + run]) ||
				    (j1 + run < y.n && y.mark[j1 + run]);

			if (run <= 2 * UDIFF_CONTEXT && more) {
				i1 += run, j1 += run;
				continue;
			}
			run = run < UDIFF_CONTEXT ? run : UDIFF_CONTEXT;
			i1 += run, j1 += run;
			break;
		}
		if (!head)
			header(out, path);
		head = true;
		hunk(out, &x, i0, i1, &y, j0, j1);
		i = i1, j = j1;
	}
	lines_free(&x);
	lines_free(&y);
}
