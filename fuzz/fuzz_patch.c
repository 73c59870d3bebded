/*
 * fuzz_patch: libFuzzer target for the unified-diff reader of
 * "uniform check --patch".
 *
 * Any input must parse or be refused without a crash; every hunk must be
 * consistent (one added flag per line of text, the comment tail inside
 * the text) and must go through the checks like a source file.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rules/check.h"
#include "syntax/lex.h"
#include "input/patch.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Patch p;
	Buf err = { 0 };
	char *copy = malloc(size + 1);

	memcpy(copy, data, size);
	copy[size] = '\0';
	unsigned line;

	if (!patch_parse(copy, size, &p, &line, &err) && p.n)
		abort();	/* a refused patch has no hunks */
	for (size_t i = 0; i < p.n; i++) {
		const PatchHunk *h = &p.h[i];
		size_t lines = 0;

		for (size_t k = 0; k < h->text.len; k++)
			lines += h->text.data[k] == '\n';
		if (lines != h->nlines || h->skip > h->text.len || !h->path)
			abort();
		Settings s;
		Convention conv = { .style = ST_CUSTOMARY };
		Findings fs = { 0 };
		Buf diag = { 0 };
		settings_default(&s);
		if (h->text.len)
			check_buffer(h->text.data, h->text.len, h->path, &s,
				     &conv, &fs, &diag, NULL);
		for (size_t k = 0; k < fs.n; k++)
			if (fs.v[k].off > h->text.len)
				abort();
		findings_free(&fs);
		buf_free(&diag);
	}
	patch_free(&p);
	buf_free(&err);
	free(copy);
	return 0;
}
