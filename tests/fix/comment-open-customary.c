/* Net-style comments made customary: the text of the opening line goes
 * to a line of its own, under a star aligned with the opener's.
 */
int a;

static int f(int x)
{
	/* Indented by a tab: the new line takes the
	 * opener's own indentation.
	 */
	return x;
}

int b; /* Not fixed: code precedes the opener, which the fix would
	* leave after the code, with the text below it.
	*/

/**Not fixed: with the text gone, "/**" alone would make it kernel-doc.
 */

/*	A tab after the opener
 * goes with the rest of the blanks.
 */
