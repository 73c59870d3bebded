static void f(void)
{
	g();
	 /*
	 * Fixed: the opener is the one out of line with the code below
	 * and with its stars, and goes back in line.
	 */
	g();
	/*
	  * Here the opener is in line with the code: the stars move.
	  */
	g();
	  /*
	 * The stars and the code below disagree: the stars move.
	 */
		h();
}
