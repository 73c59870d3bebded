/*
 * Two net-style comments of five: 40%, the file's practice.
 */

/* Net-style comment 1,
 * text on the opener's line.
 */
int n1;

/*
 * Customary comment 2.
 */
int c2;

/* Net-style comment 3,
 * text on the opener's line.
 */
int n3;

/*
 * Customary comment 4.
 */
int c4;

