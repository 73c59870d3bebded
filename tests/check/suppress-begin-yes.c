int f(int a, int b)
{
	int x = 0;

	/* NOLINTBEGIN(precedence) */
	x += a & b == 1;
	x += a & b == 2;
	/* NOLINTEND(precedence) */
	x += a & b == 3;
	/* NOLINTBEGIN(precedence, readability-braces) */
	/* NOLINTBEGIN(precedence) */
	x += a & b == 4;
	/* NOLINTEND(precedence) */
	x += a & b == 5;
	/* NOLINTEND(precedence, readability-braces) */
	x += a & b == 6;
	/* NOLINTBEGIN(readability-braces) */
	x += a & b == 7;
	/* NOLINTEND(readability-braces) */
	/* NOLINTBEGIN */
	x += a & b == 8;
	/* NOLINTEND */
	return x;
}
