int f(int a, int b)
{
	int x = 0;

	x += a & b == 1;
	x += b + (a);
	return x;
}
/* uniform-disable-file: redundant-parens, readability-braces */
