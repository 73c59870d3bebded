/*
 * aspect_sizeof: sizeof, with or without parentheses on an expression.
 */
#ifndef UNIFORM_ASPECT_SIZEOF_H
#define UNIFORM_ASPECT_SIZEOF_H

#include "aspects/aspect.h"

/*
 * The values of uniform_sizeof; their names: aspect_sizeof_values (aspect_sizeof.c).
 */
typedef enum SizeofWant {
	ZW_PARENS,		/* "sizeof(x)" */
	ZW_BARE,		/* "sizeof x" */
	ZW_ANY,			/* no opinion: sizeof reports nothing */
	ZW_MAJORITY,		/* whichever the directory practises */
} SizeofWant;

extern const char *const aspect_sizeof_values[];

/* Report each sizeof of an expression, in code and in directives. */
void aspect_sizeof(const AspectFile *f);

#endif
