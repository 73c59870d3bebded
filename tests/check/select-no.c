// a line comment, and no block comment to judge
int f(int a, int b)
{
	if (((a > 1)) | (b < 2))
		return 1;
	return 0;
}
