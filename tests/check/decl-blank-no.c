int sum(const int *v, int n)
{
	int i, s = 0;

	for (i = 0; i < n; i++) {
		int x = v[i];

		s += x;
	}
	{ int unused; }
	return s;
}

int only(void)
{
	int a;
}

int described(int a)
{
	int b = a;
	/* b is the declarations' */

	return b;
}
