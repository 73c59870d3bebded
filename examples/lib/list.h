/* SPDX-License-Identifier: MIT */
/*--------------------------------------------------------------
 * Another banner, drawn with dashes.
 *--------------------------------------------------------------*/
#define LIST_POISON ((void *)0x100)	/* single, trailing */

/*
 * A comment whose opener is split by a line splice still counts:
 */
/\
* the slash and the star above are one opener (net-style) *
 */
int list_len(const int *v); /* a */ /* b: both trailing */
