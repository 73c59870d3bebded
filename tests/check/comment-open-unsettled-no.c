/*
 * With no convention named anywhere, a practice of three comments out
 * of four is no convention: the directory tolerates both forms, and a
 * patch that changes the fourth is churn (uniform asks a settled one).
 */
int a;

/*
 * The second customary comment.
 */
int b;

/*
 * The third.
 */
int c;

/* Text on the first line, against the practice of the
 * directory: the message says whose practice it is.
 */
int d;

/* A second one with text on the first line: two are a habit the
 * directory tolerates, not a slip.
 */
int e;
