/*
 * Customary comments made net-style: the first line of text moves up
 * after the opener.
 */
int a;

static int f(int x)
{
	/*
	 *
	 * Empty lines before the text go with it.
	 */
	return x;
}

/*
 *ptr: not fixed, this star may be part of the text.
 */

/*
 */
