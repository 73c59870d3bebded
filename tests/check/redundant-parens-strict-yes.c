/* strict: also a comparison's parentheses next to && and ||. */
int strict(int a, int b, int c, int d)
{
	if ((a == b) && (c == d))
		return 1;
	return (a < b) || c;
}
