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
#include "diag.h"

#include <string.h>

#include "json.h"

#define C_BOLD "\033[1m"
#define C_WARN "\033[1;35m"
#define C_CARET "\033[1;32m"
#define C_OFF "\033[0m"

/* Decimal digits of n, in buf of at least 12 bytes. */
static const char *utoa(char *buf, unsigned n)
{
	char *p = buf + 11;

	*p = '\0';
	do
		*--p = (char)('0' + n % 10);
	while (n /= 10);
	return p;
}

void diag_text(Buf *out, const char *path, const char *buf, size_t len,
	       const Finding *f, bool color)
{
	size_t s = f->off < len ? f->off : len, e;

	while (s > 0 && buf[s - 1] != '\n' && buf[s - 1] != '\r')
		s--;
	for (e = s; e < len && buf[e] != '\n' && buf[e] != '\r'; e++)
		;
	/* "path:line:col: warning: message [rule]", without printf's cost. */
	char num[32];
	if (color)
		buf_puts(out, C_BOLD);
	buf_path(out, path);
	buf_putc(out, ':');
	buf_puts(out, utoa(num, f->line));
	buf_putc(out, ':');
	buf_puts(out, utoa(num, f->col));
	buf_puts(out, color ? ":" C_OFF " " C_WARN "warning:" C_OFF " " : ": warning: ");
	buf_puts(out, f->message);
	buf_puts(out, color ? " [" C_WARN : " [");
	buf_puts(out, rule_name(f->rule));
	buf_puts(out, color ? C_OFF "]\n" : "]\n");
	/* The line in runs of printable bytes; a control byte shows as '?'. */
	for (size_t i = s; i < e;) {
		size_t j = i;
		while (j < e && ((unsigned char)buf[j] >= 0x20 || buf[j] == '\t'))
			j++;
		buf_add(out, buf + i, j - i);
		if (j < e)
			buf_putc(out, '?');
		i = j + 1;
	}
	buf_putc(out, '\n');
	/* One space per character: UTF-8 continuation bytes take none. */
	char pad[256];
	size_t np = 0;
	for (size_t i = s; i < f->off && i < e; i++) {
		if (((unsigned char)buf[i] & 0xc0) == 0x80)
			continue;
		pad[np++] = buf[i] == '\t' ? '\t' : ' ';
		if (np == sizeof(pad)) {
			buf_add(out, pad, np);
			np = 0;
		}
	}
	buf_add(out, pad, np);
	buf_puts(out, color ? C_CARET "^" C_OFF "\n" : "^\n");
}

void diag_json(Buf *out, const char *path, const Finding *f)
{
	buf_puts(out, "{\"path\": ");
	json_string(out, path);
	buf_printf(out, ", \"line\": %u, \"column\": %u, \"end_line\": %u, "
		   "\"end_column\": %u, \"rule\": \"%s\", \"severity\": "
		   "\"warning\", \"message\": ", f->line, f->col, f->end_line,
		   f->end_col, rule_name(f->rule));
	json_string(out, f->message);
	buf_putc(out, '}');
}

void diag_sarif_head(Buf *out, const char *version)
{
	buf_printf(out, "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
		   "  \"version\": \"2.1.0\",\n  \"runs\": [{\n"
		   "    \"tool\": {\"driver\": {\"name\": \"uniform\", "
		   "\"version\": \"%s\", \"semanticVersion\": \"%s\",\n"
		   "      \"rules\": [", version, version);
	for (int r = 0; r < R_NRULES; r++) {
		buf_printf(out, "%s\n        {\"id\": \"%s\", \"shortDescription\": {\"text\": ",
			   r ? "," : "", rule_name((Rule)r));
		json_string(out, rule_help((Rule)r));
		buf_puts(out, "}, \"help\": {\"text\": ");
		json_string(out, rule_help((Rule)r));
		buf_puts(out, "}, \"defaultConfiguration\": {\"level\": \"warning\"}}");
	}
	buf_puts(out, "]}},\n    \"columnKind\": \"unicodeCodePoints\",\n"
		 "    \"results\": [");
}

/* The code-point column of byte column col on the line holding off. */
static unsigned code_point_col(const char *buf, size_t len, size_t off,
			       unsigned col)
{
	size_t s = off < len ? off : len;
	unsigned n = 1;

	if (s + 1 < col)
		return col;
	for (size_t i = s + 1 - col; i < s; i++)
		n += ((unsigned char)buf[i] & 0xc0) != 0x80;
	return n;
}

static void uri(Buf *out, const char *path)
{
	Buf u = { 0 };

	if (path[0] == '/')
		buf_puts(&u, "file://");
	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || strchr("-._~/", *p))
			buf_putc(&u, (char)*p);
		else
			buf_printf(&u, "%%%02X", *p);
	}
	json_string(out, u.data ? u.data : "");
	buf_free(&u);
}

void diag_sarif_result(Buf *out, const char *path, const char *buf,
		       size_t len, const Finding *f)
{
	unsigned col = code_point_col(buf, len, f->off, f->col);
	unsigned end = col + (f->end_line == f->line ? f->end_col - f->col : 0) + 1;

	buf_printf(out, "{\"ruleId\": \"%s\", \"ruleIndex\": %d, \"level\": \"warning\", "
		   "\"message\": {\"text\": ", rule_name(f->rule), (int)f->rule);
	json_string(out, f->message);
	buf_puts(out, "}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ");
	uri(out, path);
	buf_printf(out, "}, \"region\": {\"startLine\": %u, \"startColumn\": %u, "
		   "\"endLine\": %u, \"endColumn\": %u}}}]}",
		   f->line, col, f->line, end);
}

void diag_sarif_tail(Buf *out)
{
	buf_puts(out, "]\n  }]\n}\n");
}

/* s as a workflow command's message, or with prop set as a property. */
static void github_escape(Buf *out, const char *s, bool prop)
{
	for (; *s; s++) {
		if (*s == '%')
			buf_puts(out, "%25");
		else if (*s == '\r')
			buf_puts(out, "%0D");
		else if (*s == '\n')
			buf_puts(out, "%0A");
		else if (prop && *s == ':')
			buf_puts(out, "%3A");
		else if (prop && *s == ',')
			buf_puts(out, "%2C");
		else
			buf_putc(out, *s);
	}
}

void diag_github(Buf *out, const char *path, const char *buf, size_t len,
		 const Finding *f)
{
	buf_puts(out, "::warning file=");
	github_escape(out, path, true);
	buf_printf(out, ",line=%u,col=%u,endLine=%u,title=", f->line,
		   code_point_col(buf, len, f->off, f->col), f->end_line);
	github_escape(out, rule_name(f->rule), true);
	buf_puts(out, "::");
	github_escape(out, f->message, false);
	buf_putc(out, '\n');
}
