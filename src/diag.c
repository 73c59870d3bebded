/*
 * diag: render findings the way compilers do.
 *
 * Text follows gcc and clang: a location, a severity, the message and
 * the rule in brackets, then the source line and a caret.  The caret
 * line copies the tabs of the source line before the column, so the
 * caret lands under the right byte whatever the terminal's tab stops.
 * Control bytes in the source line are shown as '?', so that a finding
 * cannot move the cursor or change the terminal's state.
 */
#include "diag.h"

#include "json.h"

#define C_BOLD "\033[1m"
#define C_WARN "\033[1;35m"
#define C_CARET "\033[1;32m"
#define C_OFF "\033[0m"

void diag_text(Buf *out, const char *path, const char *buf, size_t len,
	       const Finding *f, bool color)
{
	size_t s = f->off < len ? f->off : len, e;

	while (s > 0 && buf[s - 1] != '\n' && buf[s - 1] != '\r')
		s--;
	for (e = s; e < len && buf[e] != '\n' && buf[e] != '\r'; e++)
		;
	buf_printf(out, "%s%s:%u:%u:%s %swarning:%s %s [%s%s%s]\n",
		   color ? C_BOLD : "", path, f->line, f->col, color ? C_OFF : "",
		   color ? C_WARN : "", color ? C_OFF : "", f->message,
		   color ? C_WARN : "", rule_name(f->rule), color ? C_OFF : "");
	for (size_t i = s; i < e; i++) {
		unsigned char c = (unsigned char)buf[i];
		buf_putc(out, c == '\t' || c >= 0x20 ? (char)c : '?');
	}
	buf_putc(out, '\n');
	/* One space per character: UTF-8 continuation bytes take none. */
	for (size_t i = s; i < f->off && i < e; i++)
		if (((unsigned char)buf[i] & 0xc0) != 0x80)
			buf_putc(out, buf[i] == '\t' ? '\t' : ' ');
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
