/*
 * Customary one.
 */
int a;

/*
 * A box drawn on the right:    *
 *   the frame is the point     *
  * of the comment, as drawn.   *
 *******************************/
int b;

/*
 ****************************
 * name: the function
  * purpose: a banner row
 */
int c;
