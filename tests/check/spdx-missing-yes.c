/*
 * No tag in the head; one further down is not where it is looked for.
 */
int x;
// SPDX-License-Identifier: GPL-2.0
