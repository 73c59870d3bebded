/*
 * json: the one place that quotes strings for JSON output.
 *
 * Paths are bytes, and JSON text must be UTF-8: a byte that does not
 * start a valid UTF-8 sequence is written as U+FFFD rather than dropped,
 * so that the reader at least sees that something was there.
 */
#include "json.h"

#include <string.h>

int json_utf8_len(const unsigned char *s)
{
	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		return (s[1] & 0xc0) == 0x80 ? 2 : 0;
	if (s[0] >= 0xe0 && s[0] <= 0xef) {
		if ((s[1] & 0xc0) != 0x80 || (s[2] & 0xc0) != 0x80)
			return 0;
		if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] > 0x9f))
			return 0;
		return 3;
	}
	if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		if ((s[1] & 0xc0) != 0x80 || (s[2] & 0xc0) != 0x80 ||
		    (s[3] & 0xc0) != 0x80)
			return 0;
		if ((s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] > 0x8f))
			return 0;
		return 4;
	}
	return 0;
}

/*
 * Runs of bytes that need no escape go out in one piece: messages and
 * paths are written millions of times for --format json and sarif.
 */
void json_string(Buf *out, const char *str)
{
	const unsigned char *s = (const unsigned char *)str, *run = s;
	int n;

	buf_putc(out, '"');
	for (;;) {
		unsigned char c = *s;

		if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') {
			s++;
			continue;
		}
		if (c >= 0x80 && (n = json_utf8_len(s)) > 0) {
			s += n;
			continue;
		}
		buf_add(out, run, (size_t)(s - run));
		if (!c)
			break;
		if (c >= 0x80)
			buf_puts(out, "\\ufffd");
		else if (c == '"' || c == '\\')
			buf_putc(out, '\\'), buf_putc(out, (char)c);
		else
			buf_printf(out, "\\u%04x", c);
		run = ++s;
	}
	buf_putc(out, '"');
}
