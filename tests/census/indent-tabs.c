static int f(int a,
	     int b)
{
	if (a)
		return b;
	x = foo(a,
		b);
	return call(a, b, c, d, e, f, g, h, i, j,
		    k);
}
