/* uniform-disable-file: comment-open */
int f(int a, int b)
{
	int x = 0;

	x += a & b == 1;	/* NOLINT(precedence, redundant-parens) */
	/* NOLINTNEXTLINE(precedence) */
	x += a + b == 2;
	/* NOLINTBEGIN(redundant-parens) */
	x += b + (a);
	/* NOLINTEND(redundant-parens) */
	/* NOLINTBEGIN(precedence) */
	x += a + b;
	/* NOLINTEND(precedence) */
	x += a & b == 6;	/* NOLINT(prec*, *-parens) */
	/* uniform-disable: */
	return x;
	/* uniform-enable: */
}
