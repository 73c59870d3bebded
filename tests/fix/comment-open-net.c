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

/* Already net-style (1), the fix
 * leaves it be.
 */
typedef int t1;

/* Already net-style (2), the fix
 * leaves it be.
 */
typedef int t2;

/* Already net-style (3), the fix
 * leaves it be.
 */
typedef int t3;

/* Already net-style (4), the fix
 * leaves it be.
 */
typedef int t4;

/* Already net-style (5), the fix
 * leaves it be.
 */
typedef int t5;

/* Already net-style (6), the fix
 * leaves it be.
 */
typedef int t6;

/* Already net-style (7), the fix
 * leaves it be.
 */
typedef int t7;
