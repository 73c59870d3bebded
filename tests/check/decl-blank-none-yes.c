int sum(const int *v, int n)
{
	int i, s = 0;
	for (i = 0; i < n; i++)
		s += v[i];
	return s;
}

int twice(int a)
{
	int b = a * 2;

	return b;
}

int last(int a)
{
	int b = a;
	/* a comment is no blank line */
	return b;
}
