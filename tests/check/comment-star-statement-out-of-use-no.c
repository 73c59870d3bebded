/*
 * Customary one.
 */
int a;
/*
 * Customary two.
 */
int b;
/*
 * Customary three.
 */
int c;

void f(int x)
{
	/*
	dev_dbg(dev, "x = %d, a = %d, "
		"b = %d\n",
		x, a,
		b);
	*/
}
