// SPDX-License-Identifier: MIT
/* The networking code long asked for text on the first line of a
 * multi-line comment, as in this one (net-style).
 */
#include "sock.h"

/*
 * This one follows the customary kernel form instead: the opener alone
 * on its line, then a star on every following line.
 */
int sock_open(int fd)
{
	int flags = 0;	/* a trailing single-line comment */

	if (fd < 0)	// a trailing line comment
		return -1;
	/* Text on the first line again,
	   without the stars this time. */
	return flags | fd;
}
