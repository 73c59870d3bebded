/*
 * aspect_sizeof: sizeof, with or without parentheses on an expression.
 */
#ifndef UNIFORM_ASPECT_SIZEOF_H
#define UNIFORM_ASPECT_SIZEOF_H

#include "aspects/aspect.h"

/* Report each sizeof of an expression, in code and in directives. */
void aspect_sizeof(const AspectFile *f);

#endif
