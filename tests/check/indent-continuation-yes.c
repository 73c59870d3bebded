/*
 * Continuation lines under the linux preset: 8 spaces or more are a tab
 * written as spaces (checkpatch's "use tabs where possible"), and a
 * space before a tab is a mix, as on any line.
 */
int f(int a,
        int b)
{
	if (a)
		return call(a,
                            b);
	return call(b,
	 	    a);
}
