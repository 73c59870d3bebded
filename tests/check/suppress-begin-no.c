int f(int a, int b)
{
	int x = 0;

	/* NOLINTBEGIN(precedence) */
	x += a & b == 1;
	x += a & b == 2;	/* NOLINTEND(precedence) */
	/* NOLINTBEGIN */
	x += a & b == 3;
	/* NOLINTBEGIN(precedence) */
	x += a & b == 4;
	/* NOLINTEND(precedence) */
	x += a & b == 5;
	/* NOLINTEND */
	return x;
}
