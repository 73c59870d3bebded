/*
 * With no convention named anywhere, a file is held to its directory's
 * practice: here, alone, customary in three comments out of four.
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
