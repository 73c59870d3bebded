/*
 * "(NAME)" before what can begin an operand may be a cast to a type
 * declared elsewhere: no finding unless NAME is a variable in scope.
 */
int tick(int i);

long offsets(char *buf, int n)
{
	long d = (long)((BYTE)&buf[n] - (BYTE)&buf);

	d += n - (WORD)-1;
	d += n * (PTR)*buf;
	d += n + (u_quad)+d;
	return d;
}

int other(void)
{
	int i = 2;

	return 3 - (len) & i;
}

int later(int x)
{
	return x + (i) - 1;
}
