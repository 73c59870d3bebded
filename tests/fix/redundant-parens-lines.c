int f(int a, int b)
{
	if ((a &&
	     b))
		return 1;
	if ((a && b))
		return 2;
	return 0;
}
