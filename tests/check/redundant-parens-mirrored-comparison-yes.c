/*
 * Without a pair on the other side (or with another bound than a plain
 * operand), the parentheses of a bound are still redundant.
 */
int f(int x, const struct box *b, int lo)
{
	if (x >= (b->x) && x <= b->x + b->w)
		return 1;
	return (lo) <= x && x < (b->w);
}
