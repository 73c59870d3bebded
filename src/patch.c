/*
 * patch: read a unified diff the way "git apply" and "patch -p1" do.
 *
 * Everything before the first "--- " / "+++ " pair is ignored, so a mail
 * with a patch in it (headers, message, sign-off) reads as the patch.
 * Each hunk's new side (context and added lines, without removed ones)
 * becomes a small source of its own, with the new file's line numbers;
 * the checks run on it and keep only findings on added lines, which is
 * what a reviewer of the mail sees, without needing the tree.
 *
 * A hunk can begin inside a comment that opened above it (the seed
 * patch's does: its first lines are " * Or if the user's buffer ...").
 * When the first "*" "/" of the hunk comes before its first opener, the
 * text up to that closer is taken to be the tail of such a comment and is
 * not lexed: it is neither reported on nor allowed to hide what follows
 * (an apostrophe in it would otherwise open a character literal).
 */
#include "patch.h"

#include <stdlib.h>
#include <string.h>

#include "lex.h"

/* The line at *pos (without its LF) and the position after it. */
static const char *next_line(const char *buf, size_t len, size_t *pos,
			     size_t *n)
{
	if (*pos >= len)
		return NULL;
	const char *s = buf + *pos;
	const char *nl = memchr(s, '\n', len - *pos);
	*n = nl ? (size_t)(nl - s) : len - *pos;
	*pos += *n + (nl != NULL);
	return s;
}

static bool starts(const char *s, size_t n, const char *p)
{
	size_t k = strlen(p);

	return n >= k && !memcmp(s, p, k);
}

/* "+++ b/path\tdate" to "path"; NULL for /dev/null. */
static char *new_path(const char *s, size_t n)
{
	s += 4;
	n -= 4;
	size_t k = 0;
	while (k < n && s[k] != '\t' && s[k] != '\r')
		k++;
	if (k == 9 && !memcmp(s, "/dev/null", 9))
		return NULL;
	if (k > 2 && s[1] == '/' && (s[0] == 'b' || s[0] == 'a')) {
		s += 2;
		k -= 2;
	}
	char *p = xmalloc(k + 1);
	memcpy(p, s, k);
	p[k] = '\0';
	return p;
}

/* "@@ -a[,b] +c[,d] @@": old and new line counts, new start. */
static bool hunk_header(const char *s, size_t n, unsigned *old_n,
			unsigned *new_first, unsigned *new_n)
{
	char tmp[128];
	unsigned a, b = 1, c, d = 1;

	if (n >= sizeof(tmp))
		n = sizeof(tmp) - 1;
	memcpy(tmp, s, n);
	tmp[n] = '\0';
	if (sscanf(tmp, "@@ -%u,%u +%u,%u @@", &a, &b, &c, &d) == 4 ||
	    (b = 1, d = 1, sscanf(tmp, "@@ -%u +%u,%u @@", &a, &c, &d) == 3) ||
	    (b = 1, d = 1, sscanf(tmp, "@@ -%u,%u +%u @@", &a, &b, &c) == 3) ||
	    (b = 1, d = 1, sscanf(tmp, "@@ -%u +%u @@", &a, &c) == 2)) {
		*old_n = b;
		*new_first = c;
		*new_n = d;
		return true;
	}
	return false;
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

bool patch_parse(const char *buf, size_t len, Patch *out, Buf *err)
{
	size_t pos = 0, n;
	const char *s;
	char *path = NULL;
	unsigned lineno = 0;

	memset(out, 0, sizeof(*out));
	while ((s = next_line(buf, len, &pos, &n))) {
		lineno++;
		if (starts(s, n, "+++ ")) {
			free(path);
			path = new_path(s, n);
			continue;
		}
		unsigned old_n, first, new_n;
		if (!path || !starts(s, n, "@@ ") ||
		    !hunk_header(s, n, &old_n, &first, &new_n))
			continue;
		PatchHunk *h = new_hunk(out, path, first);
		while ((old_n || new_n) && (s = next_line(buf, len, &pos, &n))) {
			lineno++;
			char c = n ? s[0] : ' ';	/* an empty line is context */
			if (c == '\\')
				continue;	/* "\ No newline at end of file" */
			if ((c == ' ' || c == '+') && new_n)
				add_line(h, s + (n > 0), n - (n > 0), c == '+');
			if (c == '-' || c == ' ') {
				if (!old_n)
					goto bad;
				old_n--;
			}
			if (c == '+' || c == ' ') {
				if (!new_n)
					goto bad;
				new_n--;
			}
			if (c != '+' && c != '-' && c != ' ')
				goto bad;
		}
		if (old_n || new_n)
			goto bad;
		buf_add(&h->text, "\0", 0);
		h->skip = comment_tail(&h->text);
		/* The lexer reads LEX_PAD zero bytes past the end. */
		size_t len0 = h->text.len;
		for (int k = 0; k < LEX_PAD; k++)
			buf_putc(&h->text, '\0');
		h->text.len = len0;
	}
	free(path);
	return true;
bad:
	/* Drop the broken hunk: the ones before it stay usable. */
	out->n--;
	free(out->h[out->n].path);
	buf_free(&out->h[out->n].text);
	free(out->h[out->n].added);
	buf_printf(err, "line %u: malformed hunk", lineno);
	free(path);
	return false;
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
