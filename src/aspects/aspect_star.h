/*
 * aspect_star: pointer-star, where the '*' of a declarator goes.
 */
#ifndef UNIFORM_ASPECT_STAR_H
#define UNIFORM_ASPECT_STAR_H

#include "aspects/aspect.h"

/* Report the stars of each pointer declarator. */
void aspect_pointer_star(const AspectFile *f);

#endif
