/*
 * origin: the sayings of a file's opening about where it comes from.
 * The words are those C projects write at the top of a copied file:
 * "This file is part of dirent." (mpv's copy of Toni Ronkko's), "Copied
 * from: https://gitlab.gnome.org/..." (i3's of GLib's).
 */
#include "input/origin.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

/* Where, in s[0 .. n), the phrase w (lower case) starts a word, or NULL. */
static const char *find_phrase(const char *s, size_t n, const char *w)
{
	size_t wn = strlen(w);

	for (size_t i = 0; i + wn <= n; i++)
		if ((!i || !isalnum((unsigned char)s[i - 1])) &&
		    !strncasecmp(s + i, w, wn))
			return s + i;
	return NULL;
}

void origin_fold(const char *s, size_t len, char *out, size_t n)
{
	size_t o = 0;
	bool gap = false;

	if (!n)
		return;
	for (size_t i = 0; i < len && o + 2 < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (!isalnum(c)) {
			gap = o > 0;
			continue;
		}
		if (gap)
			out[o++] = ' ';
		gap = false;
		out[o++] = (char)tolower(c);
	}
	out[o] = '\0';
}

/* The name after "part of" at p, up to a stop, folded into o->part_of. */
static void name_after(const char *p, const char *e, FileOrigin *o)
{
	const char *s;

	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	if (e - p > 4 && !strncasecmp(p, "the ", 4))
		p += 4;
	for (s = p; s < e && s - p < 40 && !strchr(".,;:()\"\r\n", *s); s++)
		;
	origin_fold(p, (size_t)(s - p), o->part_of, sizeof(o->part_of));
}

/*
 * The URL after a "copied from" whose words end at p: past blanks, one
 * colon, line ends and a comment's leading stars, at most 24 bytes.
 */
static const char *url_after(const char *p, const char *e)
{
	const char *start = p;

	while (p < e && p - start < 24 &&
	       (*p == ' ' || *p == '\t' || *p == ':' || *p == '*' ||
		*p == '\r' || *p == '\n'))
		p++;
	if ((e - p > 7 && !strncmp(p, "http://", 7)) ||
	    (e - p > 8 && !strncmp(p, "https://", 8)))
		return p;
	return NULL;
}

void origin_read(const char *buf, size_t len, FileOrigin *o)
{
	static const char *const copied[] = {
		"copied from", "copied verbatim from", "taken from",
		"imported from",
	};
	const char *e = buf;
	unsigned lines = 0;

	o->part_of[0] = o->copied[0] = '\0';
	if (len > ORIGIN_BYTES)
		len = ORIGIN_BYTES;
	while (e < buf + len && lines < 60)
		if (*e++ == '\n')
			lines++;

	const char *p = find_phrase(buf, (size_t)(e - buf), "this file is part of ");

	if (p)
		name_after(p + strlen("this file is part of "), e, o);
	for (size_t i = 0; i < sizeof(copied) / sizeof(*copied); i++) {
		const char *from = buf, *u;

		while ((p = find_phrase(from, (size_t)(e - from), copied[i]))) {
			from = p + strlen(copied[i]);
			if ((u = url_after(from, e))) {
				const char *z = u;

				while (z < e && !isspace((unsigned char)*z) && *z != '>')
					z++;
				size_t n = (size_t)(z - u), w = strlen(copied[i]);

				if (n + w + 2 > sizeof(o->copied))
					n = sizeof(o->copied) - w - 2;
				memcpy(o->copied, p, w);
				o->copied[w] = ' ';
				memcpy(o->copied + w + 1, u, n);
				o->copied[w + 1 + n] = '\0';
				return;
			}
		}
	}
}

bool origin_same_project(const char *a, const char *b)
{
	size_t n = strlen(a), m = strlen(b);

	if (!n || !m)
		return false;
	if (n > m) {
		const char *t = a;

		a = b;
		b = t;
		n = m;
	}
	return !strncmp(a, b, n) && (b[n] == '\0' || b[n] == ' ');
}
