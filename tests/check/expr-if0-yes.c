/*
 * Under any other condition the code is compiled somewhere, and
 * checked; after an "#if 0" block's #else too.
 */
int f(int a, int b)
{
#ifdef CONFIG_X
	if ((a > 0) | (b > 0))
		return 1;
#endif
#if 0
	return 0;
#else
	return ((a));
#endif
}
