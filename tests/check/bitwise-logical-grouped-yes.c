/*
 * Not grouped apart: a join within a chain of '||' without parentheses
 * of its own, and a join alone in its condition.
 */
int check(int a, int b, int c, int d)
{
	if (a || b || c > 0 | d > 0)
		return 1;
	if ((a < b) & (c < d))
		return 2;
	return 0;
}
