/*
 * The kernel's way, stars under the opener's.
 */
int a;

/*
 * Second comment.
 */
int b;

/*
**	One comment of four the ncr53c8xx way: a slip here.
*/
int c;

/*
 * Fourth comment.
 */
int d;
