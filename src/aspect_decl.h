/*
 * aspect_decl: decl-order, the order of a block's leading declarations.
 */
#ifndef UNIFORM_ASPECT_DECL_H
#define UNIFORM_ASPECT_DECL_H

#include "aspect.h"

/* Report each run of 3 or more leading declaration lines. */
void aspect_decl_order(const AspectFile *f);

#endif
