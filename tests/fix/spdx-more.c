/*
 * SPDX-License-Identifier: GPL-2.0
 *
 * A block comment with more than the tag is left alone.
 */
int x;
