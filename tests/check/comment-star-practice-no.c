/*
**	The ncr53c8xx way: a second star in column 1
**	on every line, throughout the file.
*/
int a;

/*
**	Second comment.
*/
int b;

/*
**	Third comment.
*/
int c;

/*
 * One comment of four in the kernel's way.
 */
int d;
