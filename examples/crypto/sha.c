// SPDX-License-Identifier: MIT
/******************************************************************
 * A banner: the opener is followed by stars only, no text.
 ******************************************************************/
#include <string.h>

static const char *const not_comments[] = {
	"/* inside a string: not a comment */",
	"// nor is this",
};
static const char quote = '"';	/* a quote character, not a string */

/*
 * Shows what regexes get wrong: the strings above hold a comment
 * opener and a "//", which "--method regex" counts as comments.
 */
int sha_update(int partial, int len)
{
	return partial || (len < 64) /* fixed from '|' */ ;
}
