/*
 * When one parenthesized operand of a binary operator is kept (the
 * file's habit for that operand, a possible cast), so is its partner on
 * the other side: a fix would leave the two unbalanced.
 */
#include <assert.h>

struct ctx {
	int level;
};

void set(struct ctx *c, const void *dict, const void *cdict, int flags)
{
	assert(!((dict) && (cdict)));
	if ((cdict) && c->level > 0)
		c->level = 0;
	if ((cdict) && flags)
		c->level++;
	if (c && flags && dict && c->level)
		c->level--;
	if (flags || c->level || dict)
		c->level++;
	c->level = (MASK) & (flags);
}
