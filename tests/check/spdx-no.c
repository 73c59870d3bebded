// SPDX-License-Identifier: GPL-2.0
/*
 * // for the tag of a .c file, as the kernel wants.
 */
int x;
