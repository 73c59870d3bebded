/*
 * check_aspect: the rules of the aspects (decl-order), and their fixes.
 */
#ifndef UNIFORM_CHECK_ASPECT_H
#define UNIFORM_CHECK_ASPECT_H

#include <stdbool.h>

#include "aspects/aspect.h"
#include "syntax/comment.h"
#include "rules/finding.h"
#include "census/majority.h"
#include "config/settings.h"
#include "syntax/token.h"

/*
 * Those keys of s set to majority, resolved to the practice of the
 * directory of path, counted in m (NULL: --patch, nothing counted):
 * the variant practised there, else any.
 */
void check_aspects_resolve(Settings *s, const Majority *m, const char *path);

/* Whether s asks for an aspect's rule: the tokens are needed. */
bool check_aspects_wanted(const Settings *s);

/*
 * The findings of the aspects' rules on buf, into out.  t holds the
 * file's tokens when scanned is set, else it is scanned here (nothing
 * when they are over their budget, Tokens.over); blocks is scratch
 * space kept from file to file.
 */
void check_aspects(const char *buf, size_t len, const FileComments *fc,
		   const Settings *s, Findings *out, Tokens *t, bool scanned,
		   AspectBlocks *blocks);

#endif
