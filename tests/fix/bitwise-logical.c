/* '|' becomes '||'; '&' becomes '&&' between booleans only. */
int f(int a, int b, int c)
{
	if ((a < b) | (b < c))
		return 1;
	if ((a < b) & !c)
		return 2;
	if ((a < b) & c)
		return 3;
	if ((a < b) | next(c))
		return 4;
	while ((a > 0) & (b > 0))
		a--;
	return 0;
}
