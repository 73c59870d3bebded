int f(int a, int b)
{
	int x = 0;

	x += a & b == 1;	/* NOLINT(*array*) */
	x += a & b == 2;	/* NOLINT(bugprone-*) */
	return x;
}
