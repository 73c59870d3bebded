/*
 * patch: read a unified diff the way "git apply" and "patch -p1" do.
 *
 * Everything outside the diffs is ignored, so a mail with a patch in it
 * (headers, message, sign-off) reads as the patch.  A file's diff is a
 * "--- " line, a "+++ " line naming the new file (in double quotes with
 * C escapes when git had to quote it) and the hunks right after them.
 * Each hunk's new side (context and added lines, without removed ones)
 * becomes a small source of its own, with the new file's line numbers;
 * the checks run on it and keep only findings on added lines, which is
 * what a reviewer of the mail sees, without needing the tree.
 *
 * The reading is as strict as git apply's, since a finding on a misread
 * patch names the wrong file or line: a hunk header that does not parse,
 * a line number past PATCH_MAX_LINE or 0 where the hunk has lines, a hunk
 * with fewer or more lines than its header counts, a "+++" line without
 * a name, a hunk outside a file's diff, or no diff at all, refuse the
 * whole patch, with the line where it goes wrong.
 *
 * A hunk can begin inside a comment that opened above it (the seed
 * patch's does: its first lines are " * Or if the user's buffer ...").
 * When the first "*" "/" of the hunk comes before its first opener, the
 * text up to that closer is taken to be the tail of such a comment and is
 * not lexed: it is neither reported on nor allowed to hide what follows
 * (an apostrophe in it would otherwise open a character literal).
 */
#include "input/patch.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "syntax/lex.h"

/* The largest line number taken (INT_MAX, for readers of the output). */
#define PATCH_MAX_LINE 2147483647u

typedef struct Reader {
	const char *buf;
	size_t len, pos;	/* pos: where the next line starts */
	unsigned line;		/* the number of the line last read */
	unsigned bad;		/* the line an error is about */
	Buf *err;
} Reader;

/* The next line (without its LF) and its length; NULL at the end. */
static const char *next_line(Reader *r, size_t *n)
{
	if (r->pos >= r->len)
		return NULL;
	const char *s = r->buf + r->pos;
	const char *nl = memchr(s, '\n', r->len - r->pos);
	*n = nl ? (size_t)(nl - s) : r->len - r->pos;
	r->pos += *n + (nl != NULL);
	r->line++;
	return s;
}

/* The next line, left unread. */
static const char *peek_line(const Reader *r, size_t *n)
{
	Reader ahead = *r;

	return next_line(&ahead, n);
}

static bool fail(Reader *r, unsigned line, const char *what)
{
	r->bad = line;
	buf_puts(r->err, what);
	return false;
}

static bool starts(const char *s, size_t n, const char *p)
{
	size_t k = strlen(p);

	return n >= k && !memcmp(s, p, k);
}

/*
 * A name in double quotes with C escapes, as git writes one with special
 * characters (s[0] is the opening quote), decoded into b: the bytes read,
 * or 0 if it is malformed.
 */
static size_t unquote(const char *s, size_t n, Buf *b)
{
	static const char from[] = "abtnvfr\"\\", to[] = "\a\b\t\n\v\f\r\"\\";
	size_t i = 1;

	while (i < n && s[i] != '"') {
		if (s[i] != '\\') {
			buf_putc(b, s[i++]);
			continue;
		}
		const char *k = ++i < n && s[i] ? strchr(from, s[i]) : NULL;

		if (k) {
			buf_putc(b, to[k - from]);
			i++;
			continue;
		}
		/* Three octal digits: a byte (0 is refused with the name). */
		if (n - i < 3 || s[i] < '0' || s[i] > '3' || s[i + 1] < '0' ||
		    s[i + 1] > '7' || s[i + 2] < '0' || s[i + 2] > '7')
			return 0;
		buf_putc(b, (char)((s[i] - '0') * 64 + (s[i + 1] - '0') * 8 +
				   (s[i + 2] - '0')));
		i += 3;
	}
	return i < n ? i + 1 : 0;
}

/*
 * Whether a patch may name path, by git apply's rule: a patch is
 * untrusted input, and fix writes the files it names, so never one
 * outside the tree: no absolute path, no ".." component, and none
 * named .git, in any case.
 */
static bool safe_path(const char *path)
{
	const char *c = path;

	if (*c == '/')
		return false;
	for (;;) {
		size_t n = strcspn(c, "/");

		if ((n == 2 && !memcmp(c, "..", 2)) ||
		    (n == 4 && !strncasecmp(c, ".git", 4)))
			return false;
		if (!c[n])
			return true;
		c += n + 1;
	}
}

/*
 * The new file's name on the "+++ " line s: up to a tab (diff -u puts
 * the date after one), or in double quotes; "b/" (or "a/") taken off;
 * NULL for /dev/null.
 */
static bool new_path(Reader *r, const char *s, size_t n, char **path)
{
	Buf b = { 0 };
	size_t k = 0;

	s += 4;
	n -= 4;
	if (n && s[0] == '"') {
		k = unquote(s, n, &b);
		if (!k || (k < n && s[k] != '\t' && s[k] != '\r')) {
			buf_free(&b);
			return fail(r, r->line, "malformed quoted file name");
		}
	} else {
		while (k < n && s[k] != '\t' && s[k] != '\r')
			k++;
		buf_add(&b, s, k);
	}
	const char *p = b.data ? b.data : "";
	size_t len = b.len;

	if (len == 9 && !memcmp(p, "/dev/null", 9)) {
		buf_free(&b);
		*path = NULL;
		return true;
	}
	if (len >= 2 && p[1] == '/' && (p[0] == 'b' || p[0] == 'a'))
		p += 2, len -= 2;
	if (!len || memchr(p, '\0', len)) {
		buf_free(&b);
		return fail(r, r->line, len ? "a NUL byte in the file name"
					    : "'+++' line without a file name");
	}
	if (!safe_path(p)) {
		Buf m = { 0 };

		buf_puts(&m, "invalid path '");
		buf_path(&m, p);
		buf_puts(&m, "'");
		buf_free(&b);
		fail(r, r->line, m.data);
		buf_free(&m);
		return false;
	}
	*path = xstrdup(p);
	buf_free(&b);
	return true;
}

/* The digits at *p, at least one, into *v; *big when past the limit. */
static bool number(const char **p, const char *end, unsigned *v, bool *big)
{
	const char *s = *p;
	unsigned long long x = 0;

	for (; s < end && *s >= '0' && *s <= '9'; s++)
		if ((x = x * 10 + (unsigned)(*s - '0')) > PATCH_MAX_LINE)
			*big = true, x = PATCH_MAX_LINE;
	*v = (unsigned)x;
	if (s == *p)
		return false;
	*p = s;
	return true;
}

/* "START[,COUNT]": the count is 1 when left out. */
static bool range(const char **p, const char *end, unsigned *start,
		  unsigned *count, bool *big)
{
	*count = 1;
	if (!number(p, end, start, big))
		return false;
	if (*p < end && **p == ',')
		return ++*p, number(p, end, count, big);
	return true;
}

static bool literal(const char **p, const char *end, const char *lit)
{
	if (!starts(*p, (size_t)(end - *p), lit))
		return false;
	*p += strlen(lit);
	return true;
}

/* "@@ -a[,b] +c[,d] @@ ...": the old and new line counts, new start. */
static bool hunk_header(Reader *r, const char *s, size_t n, unsigned *old_n,
			unsigned *new_first, unsigned *new_n)
{
	const char *p = s, *end = s + n;
	unsigned old_first;
	bool big = false;

	if (!literal(&p, end, "@@ -") || !range(&p, end, &old_first, old_n, &big) ||
	    !literal(&p, end, " +") || !range(&p, end, new_first, new_n, &big) ||
	    !literal(&p, end, " @@"))
		return fail(r, r->line, "malformed hunk header");
	/* The last line of each range, first + count - 1, must fit too. */
	if (big || *old_n > PATCH_MAX_LINE - old_first + 1 ||
	    *new_n > PATCH_MAX_LINE - *new_first + 1)
		return fail(r, r->line, "line number past 2147483647 in the hunk header");
	if ((*old_n && !old_first) || (*new_n && !*new_first))
		return fail(r, r->line, "hunk header puts lines at line 0");
	if (!*old_n && !*new_n)
		return fail(r, r->line, "hunk header counts no lines");
	return true;
}

/* Where lexing starts: past the tail of a comment begun above. */
static size_t comment_tail(const Buf *t)
{
	const char *s = t->data ? t->data : "";
	const char *close = strstr(s, "*/"), *open = strstr(s, "/*");

	if (close && (!open || close < open))
		return (size_t)(close - s) + 2;
	return 0;
}

static PatchHunk *new_hunk(Patch *p, const char *path, unsigned first)
{
	if (p->n == p->cap) {
		p->cap = p->cap ? p->cap * 2 : 8;
		p->h = xrealloc(p->h, p->cap * sizeof(*p->h));
	}
	PatchHunk *h = &p->h[p->n++];
	memset(h, 0, sizeof(*h));
	h->path = xstrdup(path);
	h->first = first;
	return h;
}

static void add_line(PatchHunk *h, const char *s, size_t n, bool added)
{
	buf_add(&h->text, s, n);
	buf_putc(&h->text, '\n');
	h->added = xrealloc(h->added, h->nlines + 2);
	h->added[++h->nlines] = added;
}

/*
 * Whether the line s after a hunk's last one would go on with it: a
 * context, added or removed line, not the next file's "--- " and "+++ "
 * lines nor the "-- " above a mail's signature.
 */
static bool goes_on(const Reader *r, const char *s, size_t n)
{
	Reader ahead = *r;
	size_t k;
	const char *t;

	if (!n || (s[0] != '+' && s[0] != ' ' && s[0] != '-'))
		return false;
	if (s[0] != '-')
		return true;
	next_line(&ahead, &k);
	if (starts(s, n, "--- ") && (t = next_line(&ahead, &k)) && starts(t, k, "+++ "))
		return false;
	while (n && s[n - 1] == '\r')
		n--;
	return !(n == 2 || n == 3) || s[1] != '-' || (n == 3 && s[2] != ' ');
}

/* The lines of a hunk, its new side into h (NULL for a deleted file). */
static bool hunk_lines(Reader *r, unsigned old_n, unsigned new_n, PatchHunk *h)
{
	const char *s;
	size_t n;

	while (old_n || new_n) {
		if (!(s = next_line(r, &n)))
			return fail(r, r->line, "hunk has fewer lines than its header says: the patch ends");
		char c = n ? s[0] : ' ';	/* an empty line is context */

		if (c == '\\')
			continue;	/* "\ No newline at end of file" */
		if (c != ' ' && c != '+' && c != '-')
			return fail(r, r->line, "hunk has fewer lines than its header says");
		if ((c != '+' && !old_n) || (c != '-' && !new_n))
			return fail(r, r->line, "hunk's lines do not match the counts in its header");
		if (c != '+')
			old_n--;
		if (c != '-') {
			new_n--;
			if (h)
				add_line(h, s + (n > 0), n - (n > 0), c == '+');
		}
	}
	while ((s = peek_line(r, &n)) && n && s[0] == '\\')
		next_line(r, &n);	/* after the last line */
	if (s && goes_on(r, s, n))
		return fail(r, r->line + 1, "hunk has more lines than its header says");
	return true;
}

/* A hunk, from its header s, into out unless path is NULL. */
static bool hunk(Reader *r, const char *s, size_t n, const char *path,
		 Patch *out)
{
	unsigned old_n, first, new_n;

	if (!hunk_header(r, s, n, &old_n, &first, &new_n))
		return false;
	PatchHunk *h = path ? new_hunk(out, path, first) : NULL;

	if (!hunk_lines(r, old_n, new_n, h))
		return false;
	if (h) {
		buf_add(&h->text, "\0", 0);
		h->skip = comment_tail(&h->text);
		/* The lexer reads LEX_PAD zero bytes past the end. */
		size_t len0 = h->text.len;
		for (int k = 0; k < LEX_PAD; k++)
			buf_putc(&h->text, '\0');
		h->text.len = len0;
	}
	return true;
}

/* A file's diff: the "+++ " line s, just read, and the hunks after it. */
static bool file_diff(Reader *r, const char *s, size_t n, Patch *out)
{
	char *path;
	bool ok;
	unsigned hunks = 0;

	if (!new_path(r, s, n, &path))
		return false;
	for (ok = true; ok && (s = peek_line(r, &n)) && starts(s, n, "@@"); hunks++) {
		next_line(r, &n);
		ok = hunk(r, s, n, path, out);
	}
	free(path);
	if (ok && !hunks)
		return fail(r, r->line, "file header without a hunk");
	return ok;
}

bool patch_parse(const char *buf, size_t len, Patch *out, unsigned *line,
		 Buf *err)
{
	Reader r = { .buf = buf, .len = len, .err = err };
	const char *s, *t;
	size_t n, k;
	bool ok = true, any = false;

	memset(out, 0, sizeof(*out));
	while (ok && (s = next_line(&r, &n))) {
		any |= starts(s, n, "diff --git ");
		if (starts(s, n, "@@ -")) {
			ok = fail(&r, r.line, "hunk without a file header ('--- ' and '+++ ' lines)");
		} else if (starts(s, n, "--- ") && (t = peek_line(&r, &k)) &&
			   starts(t, k, "+++ ")) {
			any = true;
			next_line(&r, &k);
			ok = file_diff(&r, t, k, out);
		}
	}
	if (ok && !any)
		ok = fail(&r, 0, "no diff in it (no '--- ' and '+++ ' lines)");
	if (!ok)
		patch_free(out);
	*line = r.bad;
	return ok;
}

void patch_free(Patch *p)
{
	for (size_t i = 0; i < p->n; i++) {
		free(p->h[i].path);
		buf_free(&p->h[i].text);
		free(p->h[i].added);
	}
	free(p->h);
	memset(p, 0, sizeof(*p));
}
