/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A block comment for the tag of a .c file: the kernel wants //.
 */
int x;
