/*
 * convention: what the messages call the comment convention in force,
 * and a directory's practice of each part of its comments.
 */
#include "config/convention.h"

#include <stdlib.h>

#include "base/buf.h"
#include "config/editorconfig.h"
#include "config/preset.h"

void convention_text(const Convention *c, Buf *out)
{
	const char *name = style_name(c->style);

	if (c->practice) {
		unsigned long long pct = c->of ? (c->count * 100 + c->of / 2) / c->of : 0;

		buf_puts(out, "the practice in ");
		buf_path(out, c->dir && *c->dir ? c->dir : ".");
		buf_printf(out, " (%s, %llu%% of %llu customary or net-style "
			   "comments)", name, pct, c->of);
		return;
	}
	switch (c->from) {
	case OR_PRESET:
		buf_printf(out, "the convention of --preset %s",
			   preset_name(c->config->preset));
		break;
	case OR_TREE:
		buf_puts(out, "the convention of --preset linux for a Linux tree");
		break;
	case OR_EDITORCONFIG: {
		/*
		 * Files are open in locate: memory running out there ends
		 * the run, as it does while the settings are resolved.
		 */
		MemTrap quiet;

		mem_trap_set(&quiet, c->path);
		quiet.armed = false;
		char *abs = ec_real_absolute(NULL, c->config->cwd, c->path);

		buf_puts(out, "the convention set in ");
		ec_locate(abs, "uniform_comment_style", name, out);
		free(abs);
		mem_trap_clear();
		break;
	}
	case OR_COMMAND:
		buf_puts(out, "the convention set by --set");
		break;
	case OR_DEFAULT:
		buf_puts(out, "the convention in force");
		break;
	}
	buf_printf(out, " (%s)", name);
}

void form_text(const Convention *c, CommentPart p, int kind, Buf *out)
{
	static const char *const names[CP_NPART][2] = {
		{ "customary", "net" },
		{ "'*/' alone", "'*/' after text" },
		{ "a margin of stars", "no stars" },
	};
	const FormPractice *f = &c->form[p][kind];
	unsigned long long pct = f->of ? (f->count * 100 + f->of / 2) / f->of : 0;

	buf_puts(out, "the practice in ");
	buf_path(out, f->dir && *f->dir ? f->dir : ".");
	buf_printf(out, " (%s, %llu%% of %llu %s)", names[p][f->form == 1], pct,
		   f->of, f->kind == 1 ? "function header comments" :
		   f->kind == 2 ? "multi-line comments that open with text" :
		   p == CP_OPEN ? "customary or net-style comments" :
		   "multi-line comments");
}
