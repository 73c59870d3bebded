/* SPDX-License-Identifier: GPL-2.0
 * Not fixed: the SPDX identifier stays on the first line. */
#ifndef COMMENT_SPDX_H
#define COMMENT_SPDX_H

/* Not fixed: (c) 2024 A. Author, after an include guard,
   is in the head of the file. */

/* Fixed: the head has no legal word
   here. */
int a;

#endif
