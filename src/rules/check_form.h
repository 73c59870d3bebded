/*
 * check_form: the rules of the aspects of form (pointer-star, sizeof,
 * spdx, indent, line-length), and their fixes.
 */
#ifndef UNIFORM_CHECK_FORM_H
#define UNIFORM_CHECK_FORM_H

#include "aspects/aspect.h"
#include "syntax/comment.h"
#include "rules/finding.h"
#include "syntax/macro.h"
#include "census/majority.h"
#include "config/settings.h"
#include "syntax/token.h"

/* One file as the aspects' rules see it. */
typedef struct FormFile {
	const char *buf;
	size_t len;
	const Tokens *t;
	const FileComments *fc;
	const Settings *s;
	Findings *out;
	AspectLines *lines;	/* where the lines of buf start and end */
	MacroLazy *macros;	/* the file's own, for the fixes (macro.h) */
} FormFile;

/* The aspects of form whose rule s asks for: their places are wanted. */
AspectSet check_form_wanted(const Settings *s);
/*
 * Their keys set to majority resolved to the practice of the directory
 * of path, counted in m (NULL: nothing counted), else any; and
 * uniform_spdx = kernel to line or block by path's extension.
 */
void check_form_resolve(Settings *s, const Majority *m, const char *path);
/*
 * A place of variant v at token k (of f->t's code or directives):
 * reported when the settings want another variant, with its fix when
 * the fix is safe.  Variants of other aspects are left alone.
 */
void check_form_place(const FormFile *f, AspectVariant v, const Token *k);

#endif
