int f(int a, int b)
{
	int x = 0;

	x += a & b == 1; /* NOLINT(precedense) */
	/* NOLINTNEXTLINE(precedence, clang-analyzer-core.NullDereference) */
	x += a & b == 2;
	/* NOLINTBEGIN(precedence,redundant_parens) */
	x += (a);
	/* NOLINTEND(precedence,redundant_parens) */
	/* uniform-disable: bitwise-logicl */
	x += (a > 1) | (b > 1);
	return x;
}
