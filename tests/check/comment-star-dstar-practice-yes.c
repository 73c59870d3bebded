/*
 * A margin of two stars in one comment of five, below, is a one-off:
 * a finding, without a fix.
 */
int a;

void f(void)
{
	/*
	** The odd one out.
	*/
	a++;
	/*
	 * Customary.
	 */
	a--;
	/*
	 * Customary.
	 */
	a++;
}

/*
 * Customary.
 */
int b;
