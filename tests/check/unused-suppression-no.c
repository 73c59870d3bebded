/* uniform-disable-file: redundant-parens */
int f(int a, int b)
{
	int x = 0;

	x += a & b == 1;	/* NOLINT(precedence, readability-braces) */
	/* NOLINTNEXTLINE(precedence, line-comment) */
	x += a & b == 2;
	x += b + (a);
	x += a + b;	/* NOLINT */
	/* NOLINTNEXTLINE */
	x += a + b;
	/* NOLINTBEGIN(precedence) */
	x += a & b == 3;
	/* NOLINTEND(precedence) */
	/* NOLINTNEXTLINE(*-*s) */
	x += b + (a);
	x += a & b == 5;	/* NOLINT(prec*) */
	/* NOLINT(unused-suppression, precedence) */
	/* NOLINT(clang-analyzer-core.NullDereference) */
	/* uniform-disable: */
	x += a & b == 4;
	/* uniform-enable: */
	return x;
}
