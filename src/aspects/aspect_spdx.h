/*
 * aspect_spdx: spdx, how a file states its licence identifier.
 */
#ifndef UNIFORM_ASPECT_SPDX_H
#define UNIFORM_ASPECT_SPDX_H

#include "aspects/aspect.h"

/* Report the file's SPDX-License-Identifier comment, or its absence. */
void aspect_spdx(const AspectFile *f);

#endif
