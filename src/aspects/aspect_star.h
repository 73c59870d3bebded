/*
 * aspect_star: pointer-star, where the '*' of a declarator goes.
 */
#ifndef UNIFORM_ASPECT_STAR_H
#define UNIFORM_ASPECT_STAR_H

#include "aspects/aspect.h"

/*
 * The values of uniform_pointer_star; their names: aspect_star_values (aspect_star.c).
 */
typedef enum StarWant {
	SW_BY_NAME,		/* "type *name" */
	SW_BY_TYPE,		/* "type* name" */
	SW_SPACED,		/* "type * name" */
	SW_ANY,			/* no opinion: pointer-star reports nothing */
	SW_MAJORITY,		/* whichever the directory practises */
} StarWant;

extern const char *const aspect_star_values[];

/* Report the stars of each pointer declarator. */
void aspect_pointer_star(const AspectFile *f);

#endif
