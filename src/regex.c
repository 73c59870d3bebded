/*
 * regex: reproduce the article's "fairly simple regular expressions".
 *
 * The article counted the string "/" "*" in every .c and .h file, took
 * those followed by "*" "/" on the same line as one-line comments, and
 * split the rest into "nothing but spaces after the opener" (customary),
 * "starts with /" "**" (kernel-doc) and the remainder (net-style).  The
 * patterns, applied to raw lines split at LF with no knowledge of
 * strings, other comments, splices or CR, are:
 *
 *   opener      /\*            every non-overlapping match in the file
 *   single      \*\/           anywhere in the rest of the opener's line
 *   kernel-doc  ^\*            the rest starts with a star
 *   customary   ^[ \t]*$       the rest is blank
 *   net-style   (anything else)
 *   line        //             every non-overlapping match (the article
 *                              did not count these; added for --compare)
 *
 * A banner ("/" "*****") therefore counts as kernel-doc, as in the
 * article.  PCRE2 with its JIT does the matching.
 */
#include "regex.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

enum { RX_OPEN, RX_LINE, RX_SINGLE, RX_DOC, RX_BLANK, RX_N };

static const char *const patterns[RX_N] = {
	"/\\*", "//", "\\*/", "^\\*", "^[ \\t]*$",
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

static int match(const pcre2_code *re, const char *s, size_t len, size_t from,
		 pcre2_match_data *md, size_t *at)
{
	int r = pcre2_match(re, (PCRE2_SPTR)s, len, from, 0, md, NULL);

	if (r < 0)
		return 0;
	*at = pcre2_get_ovector_pointer(md)[0];
	return 1;
}

static void add_hit(RegexHits *h, size_t off, int cls)
{
	if (!h)
		return;
	if (h->n == h->cap) {
		h->cap = h->cap ? h->cap * 2 : 64;
		h->v = xrealloc(h->v, h->cap * sizeof(*h->v));
	}
	h->v[h->n].off = off;
	h->v[h->n].cls = (unsigned char)cls;
	h->n++;
}

/*
 * Where the line of an opener ends and where the next "*" "/" is, kept
 * from one opener to the next so that a long line with many openers is
 * searched once, not once per opener.
 */
typedef struct LineScan {
	size_t eol;		/* end of the current line (LF or end of file) */
	size_t close;		/* next match of the single pattern, or eol */
	bool valid;		/* eol and close describe the current line */
} LineScan;

static int classify(const RegexMethod *m, const char *buf, size_t len,
		    size_t o, pcre2_match_data *md, LineScan *ls)
{
	size_t rest = o + 2, at;

	if (!ls->valid || rest > ls->eol) {
		const char *nl = memchr(buf + rest, '\n', len - rest);

		ls->eol = nl ? (size_t)(nl - buf) : len;
		ls->close = rest;
		ls->valid = false;
	}
	if (!ls->valid || ls->close < rest) {
		ls->close = match(m->re[RX_SINGLE], buf, ls->eol, rest, md, &at)
			    ? at : ls->eol;
		ls->valid = true;
	}
	if (ls->close < ls->eol)
		return CM_SINGLE;
	size_t n = ls->eol - rest;
	if (match(m->re[RX_DOC], buf + rest, n, 0, md, &at))
		return CM_KERNEL_DOC;
	if (match(m->re[RX_BLANK], buf + rest, n, 0, md, &at))
		return CM_CUSTOMARY;
	return CM_NET;
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
	size_t from = 0, at;
	LineScan ls = { 0, 0, false };
	MemHold hold;

	if (!md)
		out_of_memory(0);
	mem_hold(&hold, free_match_data, &md);
	memset(out, 0, sizeof(*out));
	out->files = 1;
	if (hits)
		hits->n = 0;
	while (from < len && match(m->re[RX_OPEN], buf, len, from, md, &at)) {
		int cls = classify(m, buf, len, at, md, &ls);

		out->cls[cls]++;
		add_hit(hits, at, cls);
		from = at + 2;
	}
	from = 0;
	while (from < len && match(m->re[RX_LINE], buf, len, from, md, &at)) {
		out->cls[CM_LINE]++;
		add_hit(hits, at, CM_LINE);
		from = at + 2;
	}
	mem_let_go(&hold);
	pcre2_match_data_free(md);
	if (hits && hits->n)
		qsort(hits->v, hits->n, sizeof(*hits->v), by_offset);
}
