/* one
 */
/* two
 */
/* three
 */

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

/*
 * The file's own practice, comment 5:
 * opener alone, stars aligned, closer alone.
 */
int practice_5;
