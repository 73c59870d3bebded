/*
 * regex: reproduce the article's "fairly simple regular expressions".
 *
 * The article's figures are counts of matching lines, as grep -c gives
 * them, over every .c and .h file: a line is one comment whatever it
 * holds, and every line holding the opener is one.  The patterns, applied
 * to raw lines split at LF with no knowledge of strings, other comments,
 * splices or CR, and tried in this order on each line that matches the
 * first, are:
 *
 *   opener      /\*             the line is a comment
 *   single      /\*.*\*\/       closed on the same line
 *   kernel-doc  /\*\*\s*$       a lone slash-star-star ends the line
 *   customary   /\*\s*$         nothing but blanks after the last opener
 *   net-style   (anything else)
 *   line        //              every line holding it (the article did
 *                               not count these; kept for --compare)
 *
 * A banner ("/" "*****") is therefore net-style, and so is "/" "** text".
 * Each line's hit is at its first match; trailing means the line has
 * more than blanks before it.  PCRE2 with its JIT does the matching.
 */
#include "census/regex.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

/* ORDER PATTERN: the classes are tried in this order. */
enum { RX_OPEN, RX_LINE, RX_SINGLE, RX_DOC, RX_BLANK, RX_N };

static const char *const patterns[RX_N] = {
	"/\\*", "//", "/\\*.*\\*/", "/\\*\\*\\s*$", "/\\*\\s*$",
};

struct RegexMethod {
	pcre2_code *re[RX_N];	/* compiled patterns, read-only once built */
};

RegexMethod *regex_new(char *err, size_t errlen)
{
	RegexMethod *m = xmalloc(sizeof(*m));

	memset(m, 0, sizeof(*m));
	for (int i = 0; i < RX_N; i++) {
		int code;
		PCRE2_SIZE at;

		m->re[i] = pcre2_compile((PCRE2_SPTR)patterns[i], PCRE2_ZERO_TERMINATED,
					 0, &code, &at, NULL);
		if (!m->re[i]) {
			PCRE2_UCHAR msg[120];
			pcre2_get_error_message(code, msg, sizeof(msg));
			snprintf(err, errlen, "regex %s: %s", patterns[i], (char *)msg);
			regex_free(m);
			return NULL;
		}
		pcre2_jit_compile(m->re[i], PCRE2_JIT_COMPLETE);
	}
	return m;
}

void regex_free(RegexMethod *m)
{
	if (!m)
		return;
	for (int i = 0; i < RX_N; i++)
		pcre2_code_free(m->re[i]);
	free(m);
}

static bool match(const pcre2_code *re, const char *s, size_t len, size_t from,
		  pcre2_match_data *md, size_t *at)
{
	int r = pcre2_match(re, (PCRE2_SPTR)s, len, from, 0, md, NULL);

	if (r < 0)
		return false;
	*at = pcre2_get_ovector_pointer(md)[0];
	return true;
}

static void add_hit(RegexHits *h, size_t off, int cls, bool trailing)
{
	if (!h)
		return;
	if (h->n == h->cap) {
		h->cap = h->cap ? h->cap * 2 : 64;
		h->v = xrealloc(h->v, h->cap * sizeof(*h->v));
	}
	h->v[h->n].off = off;
	h->v[h->n].cls = (unsigned char)cls;
	h->v[h->n].trailing = trailing;
	h->n++;
}

/* The class of the line [at, eol) that starts with the opener. */
static int classify(const RegexMethod *m, const char *line, size_t n,
		    pcre2_match_data *md)
{
	size_t at;

	if (match(m->re[RX_SINGLE], line, n, 0, md, &at))
		return CM_SINGLE;
	if (match(m->re[RX_DOC], line, n, 0, md, &at))
		return CM_KERNEL_DOC;
	if (match(m->re[RX_BLANK], line, n, 0, md, &at))
		return CM_CUSTOMARY;
	return CM_NET;
}

/*
 * Count the lines of buf that match re, each once, from its first match;
 * the class is CM_LINE for the line pattern, else what classify says.
 */
static void scan_lines(const RegexMethod *m, int re, const char *buf,
		       size_t len, pcre2_match_data *md, Counts *out,
		       RegexHits *hits)
{
	size_t from = 0, at;

	while (from < len && match(m->re[re], buf, len, from, md, &at)) {
		const char *nl = memchr(buf + at, '\n', len - at);
		size_t eol = nl ? (size_t)(nl - buf) : len;
		size_t bol = at;
		bool trailing = false;

		while (bol > from && buf[bol - 1] != '\n') {
			bol--;
			trailing |= buf[bol] != ' ' && buf[bol] != '\t';
		}
		int cls = re == RX_LINE ? CM_LINE : classify(m, buf + at, eol - at, md);
		out->cls[cls]++;
		out->trailing += trailing;
		add_hit(hits, at, cls, trailing);
		from = eol + 1;
	}
}

static int by_offset(const void *a, const void *b)
{
	size_t x = ((const RegexHit *)a)->off, y = ((const RegexHit *)b)->off;

	return x < y ? -1 : x > y;
}

static void free_match_data(void *md)
{
	pcre2_match_data_free(*(pcre2_match_data **)md);
}

void regex_scan(const RegexMethod *m, const char *buf, size_t len,
		Counts *out, RegexHits *hits)
{
	pcre2_match_data *md = pcre2_match_data_create(1, NULL);
	MemHold hold;

	if (!md)
		out_of_memory(0);
	mem_hold(&hold, free_match_data, &md);
	memset(out, 0, sizeof(*out));
	out->files = 1;
	if (hits)
		hits->n = 0;
	scan_lines(m, RX_OPEN, buf, len, md, out, hits);
	scan_lines(m, RX_LINE, buf, len, md, out, hits);
	mem_let_go(&hold);
	pcre2_match_data_free(md);
	if (hits && hits->n)
		qsort(hits->v, hits->n, sizeof(*hits->v), by_offset);
}

void regex_hits_free(void *h)
{
	free(((RegexHits *)h)->v);
}

void regex_list(const RegexMethod *m, const char *buf, size_t len,
		const char *path, bool json, Counts *out, Buf *list)
{
	RegexHits h = { 0 };
	size_t pos = 0, bol = 0;
	unsigned line = 1;
	MemHold hold;

	mem_hold(&hold, regex_hits_free, &h);
	regex_scan(m, buf, len, out, &h);
	for (size_t i = 0; i < h.n; i++) {
		const char *nl;

		while ((nl = memchr(buf + pos, '\n', h.v[i].off - pos))) {
			line++;
			pos = bol = (size_t)(nl - buf) + 1;
		}
		pos = h.v[i].off;
		census_list_line(list, path, buf, h.v[i].off, line,
				 (unsigned)(h.v[i].off - bol) + 1, h.v[i].cls,
				 h.v[i].trailing, json);
	}
	mem_let_go(&hold);
	free(h.v);
}
