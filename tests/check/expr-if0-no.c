/*
 * Code put out of use with "#if 0" is never compiled: the expression
 * rules leave it alone, up to its #else (or #elif, #endif).
 */
int f(int a, int b)
{
#if 0	/* the old way */
	if ((a > 0) | (b > 0))
		return ((a));
#endif
#if 0
	return (a) + 1;
#elif defined(CONFIG_Y)
	return a + 2;
#else
	return a + 3;
#endif
}
