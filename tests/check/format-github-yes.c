/* Net style: text on the first line,
 * then more. */
int f(int a, int b)
{
	const char *s = "café"; /* Café here, net
				 * style, café */
	if (a & 4 == b || !s)
		return (a);
	if (b)
		return 1;
	return 0;
}
