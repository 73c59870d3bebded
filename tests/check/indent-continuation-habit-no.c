/*
 * A file whose continuation lines align with spaces only, 8 or more (a
 * habit of three lines and 40% of its continuations): left alone.
 */
int f(int a, int b)
{
	if (call(a,
                 b))
		return call(b,
                            a);
	return call(a + b,
                    b);
}
