int f(int a, int b)
{
	int x = 0;

	/* NOLINTEND(precedence) */
	x += a & b == 1;
	/* NOLINTBEGIN(precedence) */
	x += a & b == 2;
	/* NOLINTEND(precedence, redundant-parens) */
	/* NOLINTBEGIN(redundant-parens) */
	x += a & b == 3;
	/* NOLINTEND */
	return x;
}
