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

void f(void)
{
	/* printk("state %d\n",
		c); */
	/* XXX - really required?
	f(); */
}
