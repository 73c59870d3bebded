/*
 * fuzz_fix: libFuzzer target for "uniform fix".
 *
 * The first byte picks the settings as in fuzz_check; the rest is the
 * source.  Properties: the token guard never fails (a failure means a
 * rule offered a wrong edit), fixing the fixed text again changes
 * nothing, and the diff of the two renders.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fix.h"
#include "lex.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Settings s;
	FixResult a, b;
	Buf diag = { 0 }, diff = { 0 };

	if (size < 1)
		return 0;
	settings_default(&s);
	s.tab_width = 1 + (data[0] >> 2) % 8;
	s.strict_parens = data[0] & 0x40;
	s.rule[R_LONG_IDENTIFIER] = data[0] & 0x20;
	data++;
	size--;
	char *buf = calloc(1, size + LEX_PAD);
	memcpy(buf, data, size);
	fix_buffer(buf, size, "f.c", &s, ST_CUSTOMARY, false, &a, &diag);
	if (a.guard_failed)
		abort();
	if (a.changed) {
		fix_buffer(a.text.data, a.text.len, "f.c", &s, ST_CUSTOMARY, false,
			   &b, &diag);
		if (b.guard_failed || b.changed)
			abort();
		fix_diff("f.c", buf, size, a.text.data, a.text.len, &diff);
		fix_result_free(&b);
	}
	fix_result_free(&a);
	buf_free(&diag);
	buf_free(&diff);
	free(buf);
	return 0;
}
