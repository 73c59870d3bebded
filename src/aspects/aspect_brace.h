/*
 * aspect_brace: brace-function and else, where braces and else go.
 */
#ifndef UNIFORM_ASPECT_BRACE_H
#define UNIFORM_ASPECT_BRACE_H

#include "aspects/aspect.h"

/* Report the '{' of each function body. */
void aspect_brace_function(const AspectFile *f);
/* Report each else that follows a '}'. */
void aspect_else(const AspectFile *f);

#endif
