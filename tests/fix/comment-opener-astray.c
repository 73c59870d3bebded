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

/*
 * A comment in the file's own form, 1 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_1;

/*
 * A comment in the file's own form, 2 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_2;

/*
 * A comment in the file's own form, 3 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_3;

/*
 * A comment in the file's own form, 4 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_4;

/*
 * A comment in the file's own form, 5 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_5;

/*
 * A comment in the file's own form, 6 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_6;

/*
 * A comment in the file's own form, 7 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_7;

/*
 * A comment in the file's own form, 8 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_8;
