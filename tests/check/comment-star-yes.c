/*
   No star on this line.

 * after an empty line
  * one column too far
*/
	/*
 * a tab opener, a space continuation
	 */
