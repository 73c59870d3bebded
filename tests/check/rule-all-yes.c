// a line comment, reported only when every rule is on
int f(int a, int b)
{
	if ((a > 1) | (b < 2))
		return 1;
	return 0;
}
