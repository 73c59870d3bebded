/*
 * attr: what a tree says of its files: uniform's lists, .gitattributes.
 */
#ifndef UNIFORM_ATTR_H
#define UNIFORM_ATTR_H

#include <stddef.h>

#include "config/editorconfig.h"
#include "config/settings.h"

/*
 * What the tree says of the file at rel from its top (top[0 .. n), or
 * NULL: then rel is from the current directory): uniform's lists of
 * imported code and test data, then what the repository's .gitattributes
 * say, which take precedence.  A path outside both (absolute, or up
 * with "..") has no place to match the list from, as it has none for a
 * preset's directories.
 */
void imported_layer(EcCache *cache, const char *top, size_t n,
		    const char *rel, Settings *out);
void attr_repo_free(AttrRepo *a);

#endif
