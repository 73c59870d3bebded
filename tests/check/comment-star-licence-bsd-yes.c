/*	$OpenBSD: misc.c,v 1.190 2024/03/04 02:16:11 djm Exp $	*/
/*
 * Below a version control id, but no legal text: the stars
* of this comment are out of line.
 */
int misc_bad(void);

/*
 * The code's own comments follow the convention.
 */
int misc_ok(void);

/*
 * Another one in line.
 */
int misc_ok2(void);

/*
 * And a third.
 */
int misc_ok3(void);
