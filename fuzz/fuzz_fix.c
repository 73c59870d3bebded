/*
 * fuzz_fix: libFuzzer target for "uniform fix".
 *
 * The first byte picks the settings as in fuzz_check, and the comment
 * convention (bit 0: net, else customary); the rest is the source.
 * Properties: the token guard never fails and the guard of meaning
 * refuses nothing (either means a rule offered a wrong edit), fixing the fixed text again changes nothing
 * (see settle for the round limit), and the diff of the two, applied to
 * the old text, gives the new.  With bit 7 of the first byte set, the
 * odd lines alone are fixed too (fix --changed): the guard never fails
 * there either, while the lines move under the fixes of the rounds.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aspects/aspect_decl_blank.h"
#include "fix/fix.h"
#include "fix/udiff.h"
#include "syntax/lex.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The next line of p (up to end), with its '\n'; its length. */
static size_t line_len(const char *p, const char *end)
{
	const char *nl = memchr(p, '\n', (size_t)(end - p));

	return nl ? (size_t)(nl - p) + 1 : (size_t)(end - p);
}

/*
 * Apply the unified diff d (udiff's output for one file) to old: the
 * result in out.  Aborts on anything the diff gets wrong: a context or
 * removed line that is not the old text's, a hunk out of order.
 */
static void apply_diff(const char *old, size_t oldlen, const Buf *d, Buf *out)
{
	const char *p = d->data, *end = d->data + d->len;
	const char *o = old, *oend = old + oldlen;
	size_t line = 1;	/* of old, at o */

	p = strstr(p, "\n@@ ");	/* past the header */
	if (!p)
		abort();
	p++;

	while (p < end) {
		size_t n = line_len(p, end);
		unsigned long from, count, to, tcount;

		if (n > 3 && !memcmp(p, "@@ ", 3)) {
			if (sscanf(p, "@@ -%lu,%lu +%lu,%lu @@", &from, &count, &to,
				   &tcount) != 4)
				abort();
			if (count == 0)
				from++;	/* an empty range names the line before */
			if (from < line)
				abort();
			for (; line < from; line++) {	/* untouched lines */
				size_t k = line_len(o, oend);

				buf_add(out, o, k);
				o += k;
			}
		} else if (*p == ' ' || *p == '-') {
			size_t k = line_len(o, oend);
			bool last = p + n < end && p[n] == '\\';

			/* The old line lacks its '\n' when "\ No newline" follows. */
			if (k != n - (last ? 2 : 1) || memcmp(o, p + 1, k))
				abort();
			if (*p == ' ')
				buf_add(out, o, k);
			o += k;
			line++;
		} else if (*p == '+') {
			bool last = p + n < end && p[n] == '\\';

			buf_add(out, p + 1, n - 1 - (last ? 1 : 0));
		}
		p += n;
	}
	buf_add(out, o, (size_t)(oend - o));
}

/*
 * Fixing a's fixed text again changes nothing, unless a stopped at the
 * round limit (a chain of fixes, each making the next); then further
 * runs go on where it stopped and must settle, within a number of runs
 * that grows with the input (a chain needs a byte or two per link), so
 * fixes that never settle still fail.
 */
static void settle(const FixResult *a, size_t size, const Settings *s,
		   const Convention *conv, Buf *diag)
{
	Buf cur = { 0 };
	bool unsettled = a->unsettled;

	buf_add(&cur, a->text.data, a->text.len);
	for (size_t run = 0;; run++) {
		FixResult b;

		fix_buffer(cur.data, cur.len, "f.c", s, conv, NULL, false, &b, diag);
		if (b.guard_failed || b.refused)
			abort();
		if (!b.changed) {
			fix_result_free(&b);
			break;
		}
		if (!unsettled || run > size / 8 + 4)
			abort();
		unsettled = b.unsettled;
		cur.len = 0;
		buf_add(&cur, b.text.data, b.text.len);
		fix_result_free(&b);
	}
	buf_free(&cur);
}

/* Fix the odd lines of buf only: the guard must hold. */
static void fix_odd_lines(const char *buf, size_t size, const Settings *s,
			  const Convention *conv, Buf *diag)
{
	size_t n = 1;
	FixResult r;

	for (size_t i = 0; i < size; i++)
		n += buf[i] == '\n';
	unsigned *v = malloc((n + 1) / 2 * sizeof(*v) + 1);
	FixLines odd = { v, 0 };

	for (unsigned line = 1; line <= n; line += 2)
		v[odd.n++] = line;
	fix_buffer(buf, size, "f.c", s, conv, &odd, false, &r, diag);
	if (r.guard_failed || r.refused)
		abort();
	fix_result_free(&r);
	free(v);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Settings s;
	FixResult a;
	Buf diag = { 0 }, diff = { 0 };

	if (size < 1)
		return 0;
	settings_default(&s);
	Convention conv = { .style = data[0] & 1 ? ST_NET : ST_CUSTOMARY };

	s.tab_width = 1 + (data[0] >> 2) % 8;
	s.strict_parens = data[0] & 0x40;
	s.rule[R_LONG_IDENTIFIER] = data[0] & 0x20;
	/* The fixes of the aspects, each way: the kernel's or the other. */
	s.rule[R_POINTER_STAR] = s.rule[R_SIZEOF] = s.rule[R_SPDX] = true;
	s.rule[R_BRACE_FUNCTION] = s.rule[R_ELSE] = true;
	s.rule[R_DECL_ORDER] = true;	/* reorders lines: a guard of its own */
	s.rule[R_DECL_BLANK] = true;
	s.want[AS_DECL_BLANK] = DB_BLANK;
	if (data[0] & 0x80) {
		s.want[AS_POINTER_STAR] = data[0] & 0x02 ? SW_BY_TYPE : SW_SPACED;
		s.want[AS_SIZEOF] = ZW_BARE;
		s.want[AS_SPDX] = XW_BLOCK;
		s.want[AS_BRACE_FUNCTION] = BW_SAME_LINE;
		s.want[AS_ELSE] = EW_OWN_LINE;
		s.want[AS_DECL_BLANK] = DB_NONE;
	}
	data++;
	size--;
	char *buf = calloc(1, size + LEX_PAD);
	memcpy(buf, data, size);
	fix_buffer(buf, size, "f.c", &s, &conv, NULL, false, &a, &diag);
	if (a.guard_failed || a.refused)
		abort();
	if (a.changed) {
		settle(&a, size, &s, &conv, &diag);
		udiff("f.c", buf, size, a.text.data, a.text.len, &diff);
		Buf back = { 0 };

		apply_diff(buf, size, &diff, &back);
		if (back.len != a.text.len || memcmp(back.data, a.text.data, back.len))
			abort();
		buf_free(&back);
	}
	fix_result_free(&a);
	if (data[-1] & 0x80)
		fix_odd_lines(buf, size, &s, &conv, &diag);
	buf_free(&diag);
	buf_free(&diff);
	free(buf);
	return 0;
}
