/*
 * json: the one place that quotes strings for JSON output.
 *
 * Paths are bytes, and JSON text must be UTF-8: a byte that does not
 * start a valid UTF-8 sequence is written as U+FFFD rather than dropped,
 * so that the reader at least sees that something was there.
 */
#include "base/json.h"

#include <string.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

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
 * The bytes from s to end that JSON takes as they are: printable ASCII
 * but '"' and '\\'.  Sixteen at a time with SSE2: a signed comparison
 * with 0x20 finds the control bytes and the bytes of 0x80 and more.
 */
static const unsigned char *plain_end(const unsigned char *s,
				      const unsigned char *end)
{
#ifdef __SSE2__
	for (; end - s >= 16; s += 16) {
		__m128i x = _mm_loadu_si128((const __m128i *)(const void *)s);
		unsigned m = (unsigned)_mm_movemask_epi8(_mm_or_si128(
			_mm_cmplt_epi8(x, _mm_set1_epi8(0x20)),
			_mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('"')),
				     _mm_cmpeq_epi8(x, _mm_set1_epi8('\\')))));

		if (m)
			return s + __builtin_ctz(m);
	}
#endif
	while (s < end && *s >= 0x20 && *s < 0x80 && *s != '"' && *s != '\\')
		s++;
	return s;
}

/*
 * Runs of bytes that need no escape go out in one piece: messages and
 * paths are written millions of times for --format json and sarif.
 */
void json_string(Buf *out, const char *str)
{
	const unsigned char *s = (const unsigned char *)str, *run = s;
	const unsigned char *end = s + strlen(str);
	int n;

	buf_putc(out, '"');
	for (;;) {
		s = plain_end(s, end);
		if (s < end && *s >= 0x80 && (n = json_utf8_len(s)) > 0) {
			s += n;
			continue;
		}
		buf_add(out, run, (size_t)(s - run));
		if (s == end)
			break;
		unsigned char c = *s;
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
