// SPDX-License-Identifier: GPL-2.0
/*
 * The kernel wants a block comment for the tag of a header.
 */
extern int x;
