/*
 * Tabs, and alignment under 8 spaces after them; a label and the
 * continuation lines of this comment are no place.
 */
int f(int a,
	int b)
{
	int x = a;

	if (x)
		goto out;
	return x +
	       b;
out:
	return 0;
}
