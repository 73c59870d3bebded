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
	The caller holds the lock (see
	lock_it() and unlock_it() in
	the header, and f(x));
	*/
}
