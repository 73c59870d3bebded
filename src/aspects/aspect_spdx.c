/*
 * aspect_spdx: spdx, how a file states its licence identifier.
 *
 * A place is a file: line when a // comment before the file's first
 * token (of code or of a directive) holds "SPDX-License-Identifier:",
 * block when a block comment there does, missing when none does (a tag
 * further down is not where a licence scanner, or the kernel's rule,
 * looks for it).  The kernel's rule depends on the extension (// in .c,
 * a block in .h); census --ext c and --ext h count each on its own.
 */
#include "aspects/aspect_spdx.h"

#include <string.h>

/* The names of uniform_spdx's values, each of its constant; NULL-ended. */
const char *const aspect_spdx_values[] = {
	[XW_LINE] = "line",
	[XW_BLOCK] = "block",
	[XW_KERNEL] = "kernel",
	[XW_ANY] = "any",
	[XW_MAJORITY] = "majority",
	[XW_MAJORITY + 1] = NULL,
};

#define SPDX_TAG "SPDX-License-Identifier:"

/* Whether buf[s .. e) holds the tag. */
static bool has_tag(const char *buf, size_t s, size_t e)
{
	size_t n = sizeof(SPDX_TAG) - 1;

	for (const char *p = buf + s; (size_t)(buf + e - p) >= n;) {
		p = memchr(p, 'S', (size_t)(buf + e - p));
		if (!p || (size_t)(buf + e - p) < n)
			return false;
		if (!memcmp(p, SPDX_TAG, n))
			return true;
		p++;
	}
	return false;
}

void aspect_spdx(const AspectFile *f)
{
	const Tokens *t = f->t;
	size_t head = f->len;
	Token k = { .off = 0, .line = 1 };

	if (t->n && t->v[0].kind != TK_EOF)
		head = t->v[0].off;
	if (t->ndir && t->dir[0].off < head)
		head = t->dir[0].off;
	for (size_t i = 0; f->fc && i < f->fc->n; i++) {
		const LexComment *c = &f->fc->v[i].c;

		if (c->start >= head)
			break;
		if (has_tag(f->buf, c->body, c->end)) {
			k.off = (uint32_t)c->start;
			k.line = c->line;
			f->place(f->ctx, c->kind == LC_LINE ? AV_SPDX_LINE : AV_SPDX_BLOCK,
				 &k, NULL);
			return;
		}
	}
	f->place(f->ctx, AV_SPDX_MISSING, &k, NULL);
}

/* The aspect's entry in the registry (aspects/registry.h). */
const Aspect aspect_def_spdx = {
	.name = "spdx",
	.place =
		"a file: its `SPDX-License-Identifier:` in a `//` or a block "
		"comment, or none",
	.doc =
		"A file: `line` when a `//` comment before its first token holds "
		"`SPDX-License-Identifier:`, `block` when a block comment there "
		"does, `missing` otherwise. The kernel asks for `//` in .c files "
		"and a block in .h files: `--ext c` and `--ext h` count them apart.",
	.scan = aspect_spdx,
	.key = "uniform_spdx",
	.key_doc =
		"`kernel` (the linux presets': `//` in `.c` files, a block comment "
		"in `.h` files), `line`, `block`, `any` or `majority`: the comment "
		"the rule `spdx` wants the licence tag in. Under `majority` a "
		"directory whose files mostly have no tag wants nothing.",
	.bad =
		"uniform_spdx is line, block, kernel, any or majority",
	.values = aspect_spdx_values,
	.kernel = XW_KERNEL,
};
