/*
** A file that writes "**" margins in three comments of seven:
*/
int a;

/*
**	one of them code put out of use,
**	a_call_put_out_of_use(a);
**	another_call(a);
*/

/*
** which the rules leave alone, but which still counts in the file's
** practice: leaving it alone makes no finding of the others.
*/
int b;

/*
 * Customary.
 */
int c;

/*
 * Customary.
 */
int d;

/*
 * Customary.
 */
int e;

/*
 * Customary.
 */
int g;
