/* SPDX-License-Identifier: MIT */
/*
 * uniform_spdx = block: a block comment everywhere.
 */
int x;
