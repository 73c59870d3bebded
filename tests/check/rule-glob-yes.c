/* the opener and the closer
 * share their lines with text */
int f(int a, int b)
{
	/*
	   no stars here
	 */
	if (((a > 1)) | (b < 2))
		return 1;
	return 0;
}
