/*
 * strict: also a comparison's parentheses next to && and ||, and any
 * value of return where the file writes return x.
 */
int strict(int a, int b, int c, int d)
{
	if ((a == b) && (c == d))
		return 1;
	if (a > d)
		return (a == b);
	return (a < b) || c;
}
