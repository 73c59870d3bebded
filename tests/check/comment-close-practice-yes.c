/*
 * Comment 1 closes alone.
 */
int a1;

/*
 * Comment 2 closes alone.
 */
int a2;

/*
 * Comment 3 closes alone.
 */
int a3;

/*
 * Comment 4 closes alone.
 */
int a4;

/*
 * Comment 5 closes alone.
 */
int a5;

/*
 * One closes on its text. */
int b;
