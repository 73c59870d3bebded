/*
 * The closer shares its line with text. */
int a;
/**
 * kernel_doc() - also a finding
 * @x: here */
/*
 * A star, then the closer: not alone.
 * */
/*
 * Text, then the closer right after a dot: only a star may precede it.*/

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

/*
 * The file's own practice, comment 6:
 * opener alone, stars aligned, closer alone.
 */
int practice_6;

/*
 * The file's own practice, comment 7:
 * opener alone, stars aligned, closer alone.
 */
int practice_7;

/*
 * The file's own practice, comment 8:
 * opener alone, stars aligned, closer alone.
 */
int practice_8;

/*
 * The file's own practice, comment 9:
 * opener alone, stars aligned, closer alone.
 */
int practice_9;

/*
 * The file's own practice, comment 10:
 * opener alone, stars aligned, closer alone.
 */
int practice_10;
