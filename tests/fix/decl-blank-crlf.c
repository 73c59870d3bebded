int f(void)
{
	int a;
	long bb;
	char *ccc;
	a = 1;
	return a;
}
