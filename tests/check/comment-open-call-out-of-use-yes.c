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
	/* Keep the state in c
	 * (the caller reads it: see f());
	 * it clears it once done,
	 * at the next tick.
	 */
}
