/*
 * spdx: the rule spdx, which puts the SPDX-License-Identifier tag of a
 * file's head in the comment uniform_spdx wants (kernel: // in a .c
 * file, a block in a header), and its fix: the tag's comment turned from
 * // to a block or back, its text equal.  It refuses a block comment
 * that holds more than the tag or spans lines, and a // comment whose
 * text holds a star and a slash.
 */
#include "rules/aspect_rule.h"

#include <string.h>

/* The rule's entry in the registry (aspects/registry.h). */
const RuleInfo rule_spdx = {
	.name = "spdx",
	.help =
		"The SPDX-License-Identifier tag of a file's head in the comment "
		"uniform_spdx does not want: line (//), block (/* */) or kernel (// "
		"in C files, /* */ in headers, as the kernel's licence rules ask); "
		"a file with no tag before its first token is reported too. Off by "
		"default.",
	.on = false,
	.style = true,
	.fix = true,
	.settings =
		"`uniform_spdx` (kernel, the linux presets'; line; block; any turns "
		"it off; majority, the default, wants what the directory does most, "
		"and nothing where most files have no tag)",
	.details =
		"The `SPDX-License-Identifier` tag in a comment before the file's "
		"first token of another kind than `uniform_spdx` wants: `line` "
		"(`//`), `block` or `kernel` (`//` in a `.c` file, a block comment "
		"in a `.h`, as the kernel's Documentation/process/license-rules.rst "
		"asks). A file with no tag there is reported at its first line, "
		"without a fix. `fix` turns the tag's comment into the other kind, "
		"its text equal; it refuses a block comment that spans lines or "
		"holds more than the tag.",
	.why =
		"The kernel's licence rules put the tag on the first line a file "
		"can have it, in a `//` comment in a `.c` file and in a block "
		"comment in a header, which assembly and linker scripts include. "
		"`missing` means no tag in a comment before the file's first token; "
		"the rule reports it (at line 1) whenever it asks for a form, since "
		"a licence scanner looks for the tag there, and has no fix for it: "
		"only the author knows the licence. The fix turns the tag's comment "
		"from `//` into a block or back, its text equal, and refuses a "
		"block comment that spans lines or holds more than the tag.",
	.example = "--preset linux --rule spdx",
	.wrong =
		"/* SPDX-License-Identifier: GPL-2.0 */\n"
		"int x;\n",
	.right =
		"// SPDX-License-Identifier: GPL-2.0\n"
		"int x;\n",
};


#define SPDX_TAG "SPDX-License-Identifier:"

/* The comment of f that starts at off, or NULL. */
static const LexComment *comment_at(const AspectCheck *f, size_t off)
{
	for (size_t i = 0; f->fc && i < f->fc->n; i++)
		if (f->fc->v[i].c.start == off)
			return &f->fc->v[i].c;
	return NULL;
}

/*
 * Why the tag's comment c cannot turn into the other kind; else the
 * comment it becomes, in out.
 */
static const char *spdx_swap(const AspectCheck *f, const LexComment *c, Buf *out)
{
	const char *s = f->buf + c->body, *e = f->buf + c->close;

	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if (c->line != c->end_line || c->unterminated)
		return "the comment spans lines";
	if ((size_t)(e - s) < sizeof(SPDX_TAG) - 1 ||
	    memcmp(s, SPDX_TAG, sizeof(SPDX_TAG) - 1) || memchr(s, '/', (size_t)(e - s)) ||
	    memchr(s, '\\', (size_t)(e - s)))
		return "the comment holds more than the tag";
	if (c->kind != LC_LINE) {
		size_t eol = c->end;

		while (eol < f->len && f->buf[eol] != '\n' && f->buf[eol] != '\r')
			eol++;
		if (!aspect_rule_blanks(f->buf, c->end, eol))
			return "code follows the comment on its line";
		buf_puts(out, "// ");
		buf_add(out, s, (size_t)(e - s));
		return NULL;
	}
	buf_puts(out, "/* ");
	buf_add(out, s, (size_t)(e - s));
	buf_puts(out, " */");
	return NULL;
}

static void spdx(const AspectCheck *f, AspectVariant v, const Token *k)
{
	SpdxWant w = f->s->want[AS_SPDX] == XW_BLOCK ? XW_BLOCK : XW_LINE;
	const char *rule = !f->s->spdx_kernel ? "" : w == XW_LINE ?
			   " (the kernel's rule for a .c file)" :
			   " (the kernel's rule for a header)";
	const LexComment *c = comment_at(f, k->off);
	Buf msg = { 0 }, text = { 0 };
	const char *why = NULL;

	if (v == AV_SPDX_MISSING) {
		findings_add(f->out, R_SPDX, 0, 1, 1, 1, 1, "no SPDX-License-Identifier "
			     "tag in the file's head, before its first token");
		return;
	}
	if ((v == AV_SPDX_LINE) == (w == XW_LINE) || !c)
		return;
	buf_printf(&msg, "SPDX-License-Identifier tag in a %s comment; it goes in "
		   "a %s comment%s", v == AV_SPDX_LINE ? "//" : "block",
		   w == XW_LINE ? "//" : "block", rule);
	why = spdx_swap(f, c, &text);
	if (why)
		buf_printf(&msg, "; no fix: %s", why);
	findings_add(f->out, R_SPDX, c->start, c->line, c->col, c->line,
		     c->col + (unsigned)(c->end - c->start) - 1, "%s", msg.data);
	if (!why)
		findings_edit_copy(f->out, c->start, c->end - c->start, text.data);
	buf_free(&msg);
	buf_free(&text);
}


/* uniform_spdx = kernel: line or block by the file's extension. */
static void spdx_settle(Settings *s, const AspectPractice *why, const char *path)
{
	size_t n = strlen(path);

	(void)why;
	if (s->want[AS_SPDX] != XW_KERNEL)
		return;
	s->want[AS_SPDX] = n > 2 && !strcmp(path + n - 2, ".h") ? XW_BLOCK : XW_LINE;
	s->spdx_kernel = true;
}

/* The rule's check (rules/aspect_rule.h). */
const AspectRule aspect_rule_spdx = {
	.settle = spdx_settle,
	.place = spdx,
};
