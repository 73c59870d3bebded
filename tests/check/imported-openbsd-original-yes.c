/* Not an import: this file says OPENBSD ORIGINAL: in prose. */

/* Net-style one,
 * with text. */
int a;
