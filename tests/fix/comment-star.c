/*
 * Missing and misaligned stars.
   This line has none.
      * This one is too far right,
 * and the next line is empty:

 *     text indented further keeps its column,
	   even after a tab.
   */
int a;

	/*
	 * In a tab-indented comment
	   the margin is the opener's own.
	*/
