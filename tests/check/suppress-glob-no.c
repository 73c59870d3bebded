int f(int a, int b)
{
	int x = 0;

	x += a & b == 1;	/* NOLINT(prec*) */
	x += b + (a);	/* NOLINT(*) */
	/* NOLINTNEXTLINE(bugprone-*, redundant-*) */
	x += b + (a);
	/* uniform-disable: redundant-*, *-logical */
	x += b + (a);
	return x;
}
