/*
 * Text before the closer: the closer goes to a line of its own,
 * under the stars. */
int a;

int b; /*
	* The same for a trailing comment. */

/*
 * A stray star before the closer goes.
 * */

/*
 * A banner's edge is fine.
 *****/

/*
 * The file's own practice, comment 1:
 * opener alone, stars aligned, closer alone.
 */
int practice_1;

/*
 * The file's own practice, comment 2:
 * opener alone, stars aligned, closer alone.
 */
int practice_2;

/*
 * The file's own practice, comment 3:
 * opener alone, stars aligned, closer alone.
 */
int practice_3;

/*
 * The file's own practice, comment 4:
 * opener alone, stars aligned, closer alone.
 */
int practice_4;
