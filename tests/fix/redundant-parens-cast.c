int total;

long offsets(char *buf, int n)
{
	long d = (long)((BYTE)&buf[n] - (BYTE)&buf);

	d += (total) * n - (n) + 2;
	return d - (WORD)-1;
}
