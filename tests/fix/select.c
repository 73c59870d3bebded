/* Only the rule selected is fixed. */
int f(int a, int b)
{
	if (((a > 1)) | (b < 2))
		return 1;
	return 0;
}
