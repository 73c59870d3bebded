/*
** A margin of two stars, written so in most of this file's comments,
** is the file's practice, wherever the comment stands.
*/
int a;

void f(void)
{
	/*
** The same margin, under an indented opener.
	*/
	a++;
	/*
	 * One comment with the customary margin.
	 */
	a--;
	/*
	 * And another.
	 */
	a--;
}

/*
** And a third.
*/
int b;
