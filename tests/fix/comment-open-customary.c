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

/*
 * Already customary (1): the fix leaves it.
 */
enum e1 { E1 };

/*
 * Already customary (2): the fix leaves it.
 */
enum e2 { E2 };

/*
 * Already customary (3): the fix leaves it.
 */
enum e3 { E3 };

/*
 * Already customary (4): the fix leaves it.
 */
enum e4 { E4 };

/*
 * Already customary (5): the fix leaves it.
 */
enum e5 { E5 };

/*
 * Already customary (6): the fix leaves it.
 */
enum e6 { E6 };

/*
 * Already customary (7): the fix leaves it.
 */
enum e7 { E7 };
