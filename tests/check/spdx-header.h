// SPDX-License-Identifier: GPL-2.0
/*
 * // for the tag of a header: the kernel wants a block comment.
 */
extern int x;
