/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * The kernel wants // for the tag of a .c file.
 */
int x;
