/*
 * diag: render findings the way compilers do.
 *
 * Text follows gcc and clang: a location, a severity, the message and
 * the rule in brackets, then the source line and a caret.  The caret
 * line copies the tabs of the source line before the column, so the
 * caret lands under the right byte whatever the terminal's tab stops.
 * Control bytes in the source line are shown as '?', so that a finding
 * cannot move the cursor or change the terminal's state.
 *
 * SARIF is for code scanning services: a path becomes a URI reference
 * (relative paths stay relative to the checkout, every byte outside the
 * URI's unreserved set is percent-encoded) and columns are counted in
 * Unicode code points, which is what the log declares.
 *
 * GitHub's workflow commands ("::warning file=...::message") are read
 * by the Actions runner from a job's output, one per line: in the
 * message '%', CR and LF are percent-encoded, and in the properties
 * (file, title) also ':' and ',', which would end the value.
 */
#include "output/diag.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "base/json.h"

#define C_BOLD "\033[1m"
#define C_WARN "\033[1;35m"
#define C_CARET "\033[1;32m"
#define C_OFF "\033[0m"

/* Decimal digits of n at the end of buf[0 .. 12): where they start. */
static char *utoa(char *buf, unsigned n)
{
	char *p = buf + 12;

	do
		*--p = (char)('0' + n % 10);
	while (n /= 10);
	return p;
}

#define ONES 0x0101010101010101u
#define HIGHS 0x8080808080808080u

/*
 * Whether p[0 .. n) holds a byte below 0x20 other than a tab, eight bytes
 * at a time: tabs get their 0x20 bit set first, then a byte below 0x20
 * is one whose subtraction borrows into a clear high bit.
 */
static bool has_control(const char *p, size_t n)
{
	uint64_t w, t, tabs;
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		memcpy(&w, p + i, 8);
		t = w ^ (ONES * '\t');
		tabs = ~(((t & ~HIGHS) + ~HIGHS) | t) & HIGHS;
		w |= tabs >> 2;
		if ((w - ONES * 0x20) & ~w & HIGHS)
			return true;
	}
	for (; i < n; i++)
		if ((unsigned char)p[i] < 0x20 && p[i] != '\t')
			return true;
	return false;
}

/* Whether p[0 .. n) holds a byte of 0x80 or more. */
static bool has_high(const char *p, size_t n)
{
	uint64_t w;
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		memcpy(&w, p + i, 8);
		if (w & HIGHS)
			return true;
	}
	for (; i < n; i++)
		if ((unsigned char)p[i] >= 0x80)
			return true;
	return false;
}

/* The first line end (CR or LF) in buf[i .. len), or len. */
static size_t line_end(const char *buf, size_t i, size_t len)
{
#ifdef __SSE2__
	for (; i + 16 <= len; i += 16) {
		__m128i x = _mm_loadu_si128((const __m128i *)(const void *)(buf + i));
		unsigned m = (unsigned)_mm_movemask_epi8(_mm_or_si128(
			_mm_cmpeq_epi8(x, _mm_set1_epi8('\n')),
			_mm_cmpeq_epi8(x, _mm_set1_epi8('\r'))));

		if (m)
			return i + (size_t)__builtin_ctz(m);
	}
#endif
	while (i < len && buf[i] != '\n' && buf[i] != '\r')
		i++;
	return i;
}

/*
 * The part of the finding's line that is shown: all of it when it has at
 * most DIAG_LINE_MAX bytes, else DIAG_LINE_CONTEXT bytes either side of
 * the finding (whole characters).  Each finding shows its line and a
 * caret line as long, so without the cut a file of one long line with a
 * finding every few tokens would print the square of the line (a 340 KB
 * line of 20,000 findings made 7 GB), and every finding would scan the
 * whole line.  Here no scan goes further than DIAG_LINE_MAX bytes from
 * the finding.  The finding's byte column says where a short line starts
 * (a line break before it, none between it and the finding); a column
 * that does not hold sends a search back from the finding instead.
 */
static bool is_eol(char c)
{
	return c == '\n' || c == '\r';
}

static bool continues(char c)
{
	return ((unsigned char)c & 0xc0) == 0x80;
}

void diag_line(const char *buf, size_t len, const Finding *f, DiagLine *l)
{
	size_t off = f->off < len ? f->off : len, a = off, s, e, stop;

	/* The line's start, if it is at most DIAG_LINE_MAX bytes back. */
	if (f->col >= 1 && f->col - 1 <= DIAG_LINE_MAX && f->col - 1 <= off &&
	    (off - (f->col - 1) == 0 || is_eol(buf[off - f->col])) &&
	    line_end(buf, off - (f->col - 1), off) == off) {
		a = off - (f->col - 1);
	} else {
		while (a > 0 && off - a <= DIAG_LINE_MAX && !is_eol(buf[a - 1]))
			a--;
	}
	stop = len - off > DIAG_LINE_MAX + 1 ? off + DIAG_LINE_MAX + 1 : len;
	e = line_end(buf, off, stop);
	if ((a == 0 || is_eol(buf[a - 1])) && (e < stop || e == len) &&
	    e - a <= DIAG_LINE_MAX) {
		*l = (DiagLine){ a, e, false, false };
		return;
	}
	/* A long line: the bytes around the finding, whole characters. */
	s = off - a > DIAG_LINE_CONTEXT ? off - DIAG_LINE_CONTEXT : a;
	while (s < off && continues(buf[s]))
		s++;
	stop = e - off > DIAG_LINE_CONTEXT ? off + DIAG_LINE_CONTEXT : e;
	while (stop < e && continues(buf[stop]))
		stop++;
	*l = (DiagLine){ s, stop, s > a || !(a == 0 || is_eol(buf[a - 1])),
			 stop < e };
}

/*
 * The code-point column of byte column col on the line holding off.  The
 * count goes on from the cursor when the finding is further on its line
 * (the findings of a file come in order), so the findings of one line
 * count its bytes once between them, not each from the line's start.
 */
static unsigned code_point_col(const char *buf, size_t len, size_t off,
			       unsigned col, DiagCursor *at)
{
	size_t s = off < len ? off : len, i;
	unsigned n = 1;

	if (s + 1 < col)
		return col;
	i = s + 1 - col;	/* the line's start */
	if (at->col && at->start == i && at->off >= i && at->off <= s) {
		n = at->col;
		i = at->off;
	}
	at->start = s + 1 - col;
	for (; i < s; i++)
		n += !continues(buf[i]);
	at->off = s;
	at->col = n;
	return n;
}

static bool is_break(const char *buf, size_t len, size_t i)
{
	return buf[i] == '\n' || (buf[i] == '\r' && (i + 1 >= len || buf[i + 1] != '\n'));
}

/*
 * The line and code-point column of byte offset to, from a point whose
 * are known (offset from, line, column col).  The points asked are a
 * finding's end and its edits', a few lines from its start at most, so
 * the walk is short; backwards, a column is counted from its line's
 * start only when a line break lies between.
 */
static void point_at(const char *buf, size_t len, size_t from, unsigned line,
		     unsigned col, size_t to, unsigned *to_line, unsigned *to_col)
{
	size_t i, breaks = 0;

	to = to < len ? to : len;
	from = from < len ? from : len;
	if (to >= from) {
		for (i = from; i < to; i++) {
			if (is_break(buf, len, i))
				line++, col = 1;
			else if (buf[i] != '\r' && !continues(buf[i]))
				col++;
		}
		*to_line = line;
		*to_col = col;
		return;
	}
	for (i = to; i < from; i++)
		breaks += is_break(buf, len, i);
	if (!breaks) {
		for (i = to; i < from; i++)
			col -= !continues(buf[i]);
		*to_line = line;
		*to_col = col;
		return;
	}
	for (i = to; i > 0 && buf[i - 1] != '\n' && buf[i - 1] != '\r'; i--)
		;
	*to_line = line - (unsigned)breaks;
	*to_col = 1;
	for (; i < to; i++)
		*to_col += !continues(buf[i]);
}

/*
 * Where f ends, given where it starts (code-point column col): the
 * offset just past its last character, its line, and the code-point
 * column just past it (every format's end column is that exclusive one).
 */
static size_t end_point(const char *buf, size_t len, const Finding *f,
			unsigned col, unsigned *end_line, unsigned *end_col)
{
	size_t i = f->off < len ? f->off : len, last;
	unsigned line = f->line;

	if (f->end_line < f->line || (f->end_line == f->line && f->end_col < f->col)) {
		*end_line = f->line;
		*end_col = col + 1;
		return i + 1 < len ? i + 1 : len;
	}
	while (line < f->end_line && i < len)
		line += is_break(buf, len, i++);
	if (f->end_line == f->line)
		last = i + (f->end_col - f->col);
	else
		last = i + f->end_col - 1;
	last = last < len ? last + 1 : len;
	while (last < len && continues(buf[last]))
		last++;
	point_at(buf, len, f->off, f->line, col, last, end_line, end_col);
	return last;
}

static char *put(char *q, const char *s, size_t n)
{
	memcpy(q, s, n);
	return q + n;
}

#define PUT(q, lit) put(q, lit, sizeof(lit) - 1)

/* diag_text after the path: ":line:col: warning: ...", line and caret. */
static void text_rest(Buf *out, const char *buf, size_t len, const Finding *f,
		      bool color, unsigned col)
{
	DiagLine l;

	diag_line(buf, len, f, &l);
	size_t s = l.start, e = l.end;
	size_t upto = f->off < e ? f->off : e;	/* the caret's column */
	size_t mlen = strlen(f->message);
	const char *rule = rule_name(f->rule);
	size_t rlen = strlen(rule);
	char num[12];
	const char *d;

	/* ":line:col: warning: message [rule]", without printf's cost. */
	char *q0 = buf_room(out, 2 * 12 + 128 + mlen + rlen + (e - s) +
			    (upto > s ? upto - s : 0)), *q = q0;
	*q++ = ':';
	d = utoa(num, f->line);
	q = put(q, d, (size_t)(num + 12 - d));
	*q++ = ':';
	d = utoa(num, col);
	q = put(q, d, (size_t)(num + 12 - d));
	q = color ? PUT(q, ":" C_OFF " " C_WARN "warning:" C_OFF " ")
		  : PUT(q, ": warning: ");
	if (f->nedits)	/* uniform fix has a safe fix for it, as ruff marks one */
		q = PUT(q, "[*] ");
	q = put(q, f->message, mlen);
	q = color ? PUT(q, " [" C_WARN) : PUT(q, " [");
	q = put(q, rule, rlen);
	q = color ? PUT(q, C_OFF "]\n") : PUT(q, "]\n");
	/* The line; a control byte shows as '?'. */
	if (l.cut_before)
		q = PUT(q, "...");
	if (!has_control(buf + s, e - s)) {
		q = put(q, buf + s, e - s);
	} else {
		for (size_t i = s; i < e; i++)
			*q++ = (unsigned char)buf[i] >= 0x20 || buf[i] == '\t' ?
			       buf[i] : '?';
	}
	if (l.cut_after)
		q = PUT(q, "...");
	*q++ = '\n';
	if (l.cut_before)
		q = PUT(q, "   ");
	/* One space per character: UTF-8 continuation bytes take none. */
	if (s < upto && !has_high(buf + s, upto - s)) {
		for (size_t i = s; i < upto; i++)
			*q++ = buf[i] == '\t' ? '\t' : ' ';
	} else {
		for (size_t i = s; i < upto; i++)
			if (!continues(buf[i]))
				*q++ = buf[i] == '\t' ? '\t' : ' ';
	}
	q = color ? PUT(q, C_CARET "^" C_OFF "\n") : PUT(q, "^\n");
	buf_commit(out, (size_t)(q - q0));
}

void diag_text(Buf *out, const Buf *qpath, const char *buf, size_t len,
	       const Finding *f, bool color, DiagCursor *at)
{
	if (color)
		buf_puts(out, C_BOLD);
	buf_add(out, qpath->data, qpath->len);
	text_rest(out, buf, len, f, color,
		  code_point_col(buf, len, f->off, f->col, at));
}

/* n in decimal, without printf's cost: the renderers run once a finding. */
static void put_uint(Buf *out, unsigned n)
{
	char num[12];
	const char *d = utoa(num, n);

	buf_add(out, d, (size_t)(num + 12 - d));
}

/* ", \"key\": n", without printf's cost: diag_json runs once per finding. */
static void json_uint(Buf *out, const char *key, unsigned n)
{
	char num[12];
	const char *d = utoa(num, n);
	size_t klen = strlen(key), dlen = (size_t)(num + 12 - d);
	char *q0 = buf_room(out, klen + dlen + 6), *q = q0;

	q = PUT(q, ", \"");
	q = put(q, key, klen);
	q = PUT(q, "\": ");
	q = put(q, d, dlen);
	buf_commit(out, (size_t)(q - q0));
}

/* f's edits in the order of the file. */
static void edits_in_order(const Finding *f, const FixEdit *e[2])
{
	bool swap = f->nedits == 2 && f->edit[1].off < f->edit[0].off;

	e[0] = &f->edit[swap];
	e[1] = &f->edit[!swap];
}

/* Where edit e of f starts and ends (columns as every format counts them). */
static void edit_span(const char *buf, size_t len, const Finding *f,
		      unsigned col, const FixEdit *e, unsigned span[4])
{
	point_at(buf, len, f->off, f->line, col, e->off, &span[0], &span[1]);
	point_at(buf, len, e->off, span[0], span[1], e->off + e->len, &span[2],
		 &span[3]);
}

static void json_edits(Buf *out, const char *buf, size_t len, const Finding *f,
		       unsigned col, bool offsets)
{
	const FixEdit *e[2];

	edits_in_order(f, e);
	buf_puts(out, ", \"fix\": {\"edits\": [");
	for (int k = 0; k < f->nedits; k++) {
		unsigned span[4];

		edit_span(buf, len, f, col, e[k], span);
		buf_puts(out, k ? ", {\"offset\": " : "{\"offset\": ");
		if (offsets)
			put_uint(out, (unsigned)e[k]->off);
		else
			buf_puts(out, "null");
		json_uint(out, "length", (unsigned)e[k]->len);
		json_uint(out, "line", span[0]);
		json_uint(out, "column", span[1]);
		json_uint(out, "end_line", span[2]);
		json_uint(out, "end_column", span[3]);
		buf_puts(out, ", \"text\": ");
		json_string(out, e[k]->text);
		buf_putc(out, '}');
	}
	buf_puts(out, "]}");
}

size_t diag_end_offset(const char *buf, size_t len, const Finding *f)
{
	DiagCursor at = { 0 };
	unsigned col = code_point_col(buf, len, f->off, f->col, &at), el, ec;

	return end_point(buf, len, f, col, &el, &ec);
}

unsigned diag_column(const char *buf, size_t len, const Finding *f,
		     DiagCursor *at)
{
	return code_point_col(buf, len, f->off, f->col, at);
}

void diag_json(Buf *out, const Buf *qpath, const char *buf, size_t len,
	       const Finding *f, DiagCursor *at, bool offsets)
{
	unsigned col = code_point_col(buf, len, f->off, f->col, at), end_line, end_col;
	size_t end = end_point(buf, len, f, col, &end_line, &end_col);

	buf_puts(out, "{\"path\": ");
	buf_add(out, qpath->data, qpath->len);
	json_uint(out, "line", f->line);
	json_uint(out, "column", col);
	json_uint(out, "end_line", end_line);
	json_uint(out, "end_column", end_col);
	if (offsets) {
		json_uint(out, "offset", (unsigned)f->off);
		json_uint(out, "end_offset", (unsigned)end);
	} else {
		buf_puts(out, ", \"offset\": null, \"end_offset\": null");
	}
	buf_puts(out, ", \"rule\": \"");
	buf_puts(out, rule_name(f->rule));
	buf_puts(out, "\", \"severity\": \"warning\", \"message\": ");
	json_string(out, f->message);
	if (f->nedits)
		json_edits(out, buf, len, f, col, offsets);
	else
		buf_puts(out, ", \"fix\": null");
	buf_putc(out, '}');
}

/* path as a URI reference, percent-encoded, in u; file:// when absolute. */
static void uri_text(Buf *u, const char *path)
{
	if (path[0] == '/')
		buf_puts(u, "file://");
	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || strchr("-._~/", *p))
			buf_putc(u, (char)*p);
		else
			buf_printf(u, "%%%02X", *p);
	}
}

/*
 * A SARIF artifactLocation: a relative path is relative to the top of
 * the work tree, which the run's originalUriBaseIds names DIAG_SRCROOT.
 */
static void uri(Buf *out, const char *path)
{
	Buf u = { 0 };
	MemHold hold;

	mem_hold(&hold, buf_release, &u);
	uri_text(&u, path);
	buf_puts(out, "{\"uri\": ");
	json_string(out, u.data ? u.data : "");
	buf_puts(out, path[0] == '/' ? "}" : ", \"uriBaseId\": \"" DIAG_SRCROOT "\"}");
	mem_let_go(&hold);
	buf_free(&u);
}

/* The absolute directory dir as a JSON string of a file URI ending in '/'. */
static void dir_uri(Buf *out, const char *dir)
{
	Buf u = { 0 };

	uri_text(&u, dir);
	if (!u.len || u.data[u.len - 1] != '/')
		buf_putc(&u, '/');
	json_string(out, u.data);
	buf_free(&u);
}

/*
 * Where a rule's section of the rules reference (docs/rules.md) is: the
 * build names the copy (make RULES_URL=...), by default the installed one.
 */
#ifndef UNIFORM_RULES_URL
#define UNIFORM_RULES_URL "file:///usr/local/share/doc/uniform/rules.md"
#endif

/* A rule's tool component entry: its descriptions, help and level. */
static void sarif_rule(Buf *out, Rule r)
{
	const char *help = rule_help(r), *dot = strstr(help, ". ");
	char one[512];	/* the first sentence */

	snprintf(one, sizeof(one), "%.*s",
		 (int)(dot ? (size_t)(dot - help) + 1 : strlen(help)), help);
	buf_printf(out, "\n        {\"id\": \"%s\", \"shortDescription\": {\"text\": ",
		   rule_name(r));
	json_string(out, one);
	buf_puts(out, "}, \"fullDescription\": {\"text\": ");
	json_string(out, help);
	buf_printf(out, "}, \"helpUri\": \"%s#%s\", \"help\": {\"text\": ",
		   UNIFORM_RULES_URL, rule_name(r));
	json_string(out, help);
	buf_puts(out, "}, \"defaultConfiguration\": {\"level\": \"warning\"}}");
}

void diag_sarif_head(Buf *out, const char *version, const char *root)
{
	buf_printf(out, "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
		   "  \"version\": \"2.1.0\",\n  \"runs\": [{\n"
		   "    \"tool\": {\"driver\": {\"name\": \"uniform\", "
		   "\"version\": \"%s\", \"semanticVersion\": \"%s\",\n"
		   "      \"informationUri\": \"%s\",\n"
		   "      \"rules\": [", version, version, UNIFORM_RULES_URL);
	for (int r = 0; r < R_NRULES; r++) {
		if (r)
			buf_putc(out, ',');
		sarif_rule(out, (Rule)r);
	}
	buf_puts(out, "]}},\n");
	if (root) {
		buf_puts(out, "    \"originalUriBaseIds\": {\"" DIAG_SRCROOT "\": {\"uri\": ");
		dir_uri(out, root);
		buf_puts(out, "}},\n");
	}
	buf_puts(out, "    \"columnKind\": \"unicodeCodePoints\",\n"
		 "    \"results\": [");
}


/* A SARIF region: "{\"startLine\": ..., \"endColumn\": ...}". */
static void sarif_region(Buf *out, const unsigned span[4])
{
	buf_puts(out, "{\"startLine\": ");
	put_uint(out, span[0]);
	buf_puts(out, ", \"startColumn\": ");
	put_uint(out, span[1]);
	buf_puts(out, ", \"endLine\": ");
	put_uint(out, span[2]);
	buf_puts(out, ", \"endColumn\": ");
	put_uint(out, span[3]);
	buf_putc(out, '}');
}

/* f's fix as SARIF's fixes: one change of the file, a replacement an edit. */
static void sarif_fixes(Buf *out, const Buf *qpath, const char *buf, size_t len,
			const Finding *f, unsigned col)
{
	const FixEdit *e[2];

	edits_in_order(f, e);
	buf_puts(out, ", \"fixes\": [{\"artifactChanges\": [{\"artifactLocation\": ");
	buf_add(out, qpath->data, qpath->len);
	buf_puts(out, ", \"replacements\": [");
	for (int k = 0; k < f->nedits; k++) {
		unsigned span[4];

		edit_span(buf, len, f, col, e[k], span);
		buf_puts(out, k ? ", {\"deletedRegion\": " : "{\"deletedRegion\": ");
		sarif_region(out, span);
		buf_puts(out, ", \"insertedContent\": {\"text\": ");
		json_string(out, e[k]->text);
		buf_puts(out, "}}");
	}
	buf_puts(out, "]}]}]");
}

void diag_sarif_result(Buf *out, const Buf *qpath, const char *buf,
		       size_t len, const Finding *f, DiagCursor *at)
{
	unsigned col = code_point_col(buf, len, f->off, f->col, at);
	unsigned span[4] = { f->line, col, 0, 0 };

	end_point(buf, len, f, col, &span[2], &span[3]);
	buf_puts(out, "{\"ruleId\": \"");
	buf_puts(out, rule_name(f->rule));
	buf_puts(out, "\", \"ruleIndex\": ");
	put_uint(out, (unsigned)f->rule);
	buf_puts(out, ", \"level\": \"warning\", \"message\": {\"text\": ");
	json_string(out, f->message);
	buf_puts(out, "}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": ");
	buf_add(out, qpath->data, qpath->len);
	buf_puts(out, ", \"region\": ");
	sarif_region(out, span);
	buf_puts(out, "}}]");
	if (f->nedits)
		sarif_fixes(out, qpath, buf, len, f, col);
	buf_putc(out, '}');
}

void diag_sarif_tail(Buf *out, size_t findings, size_t files, size_t fixable)
{
	buf_printf(out, "],\n    \"properties\": {\"findings\": %zu, "
		   "\"filesWithFindings\": %zu, \"fixable\": %zu}\n  }]\n}\n",
		   findings, files, fixable);
}

/*
 * s as a workflow command's message, or with prop set as a property:
 * the runs that need no escape are copied whole.
 */
static void github_escape(Buf *out, const char *s, bool prop)
{
	const char *stop = prop ? "%\r\n:," : "%\r\n";

	for (;;) {
		size_t n = strcspn(s, stop);

		buf_add(out, s, n);
		s += n;
		switch (*s++) {
		case '\0': return;
		case '%': buf_puts(out, "%25"); break;
		case '\r': buf_puts(out, "%0D"); break;
		case '\n': buf_puts(out, "%0A"); break;
		case ':': buf_puts(out, "%3A"); break;
		default: buf_puts(out, "%2C"); break;
		}
	}
}

void diag_github(Buf *out, const Buf *qpath, const char *buf, size_t len,
		 const Finding *f, DiagCursor *at)
{
	unsigned col = code_point_col(buf, len, f->off, f->col, at), end_line, end_col;

	end_point(buf, len, f, col, &end_line, &end_col);
	buf_puts(out, "::warning file=");
	buf_add(out, qpath->data, qpath->len);
	buf_puts(out, ",line=");
	put_uint(out, f->line);
	buf_puts(out, ",col=");
	put_uint(out, col);
	buf_puts(out, ",endLine=");
	put_uint(out, end_line);
	buf_puts(out, ",endColumn=");
	put_uint(out, end_col);
	buf_puts(out, ",title=");
	github_escape(out, rule_name(f->rule), true);
	buf_puts(out, "::");
	github_escape(out, f->message, false);
	buf_putc(out, '\n');
}

void diag_path(Buf *out, const char *path, DiagFormat fmt)
{
	out->len = 0;
	switch (fmt) {
	case DF_TEXT: buf_path(out, path); break;
	case DF_JSON: json_string(out, path); break;
	case DF_SARIF: uri(out, path); break;
	case DF_GITHUB: github_escape(out, path, true); break;
	}
}
