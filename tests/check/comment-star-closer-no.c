/*
 * A closer written "**\/" whose "*\/" stands under the opener's star: the
 * star before it marks the comment's end, and the closer is in place.
 */

/**
 * first - the first thing
 * @a: what it takes
**/
int first(int a);

void second(void)
{
	/*
	 * an indented block
	**/
}
