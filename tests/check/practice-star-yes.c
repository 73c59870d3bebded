/*
 * A comment with a margin of stars,
 * closed alone.
 */
int a;
/*
 * A second one.
 */
int b;
/*
 * A third one.
 */
int c;
/* The odd one,
   with no stars. */
int d;
