/*
 * A bound of a range test in parentheses, mirrored across '&&' or '||'
 * by the other comparison's bound that needs its own: kept.
 */
int f(int x, const struct box *b, int lo, int hi)
{
	if (x >= (b->x) && x <= (b->x + b->w))
		return 1;
	if ((lo) <= x || (hi + 1) > x)
		return 2;
	if (x >= (b->x + 1) && x <= (b->w))
		return 3;
	return (lo + 1) <= x && (hi) > x;
}
