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
	 * Not fixed: the opener is off the tab stops, its stars are on them,
	 * and the code below does not settle which is right.
	 */
		h();
	  /*
	    * Both off the tab stops: the stars move.
	    */
		h();
}
