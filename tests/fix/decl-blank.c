int sum(const int *v, int n)
{
	int i, s = 0;
	for (i = 0; i < n; i++) {
		int x = v[i];
		s += x;
	}
	return s;
}

int later(int a)
{
	int b;
#ifdef WIDE
	long c;
#endif
	b = a;
	/* kept */
	return b;
}
