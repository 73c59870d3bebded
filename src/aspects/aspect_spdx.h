/*
 * aspect_spdx: spdx, how a file states its licence identifier.
 */
#ifndef UNIFORM_ASPECT_SPDX_H
#define UNIFORM_ASPECT_SPDX_H

#include "aspects/aspect.h"

/*
 * The values of uniform_spdx; their names: aspect_spdx_values (aspect_spdx.c).
 */
typedef enum SpdxWant {
	XW_LINE,		/* the tag in a // comment */
	XW_BLOCK,		/* ... in a block comment */
	XW_KERNEL,		/* line in a .c file, block in a .h */
	XW_ANY,			/* no opinion: spdx reports nothing */
	XW_MAJORITY,		/* whichever the directory practises */
} SpdxWant;

extern const char *const aspect_spdx_values[];

/* Report the file's SPDX-License-Identifier comment, or its absence. */
void aspect_spdx(const AspectFile *f);

#endif
