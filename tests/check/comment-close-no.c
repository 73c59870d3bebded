/*
 * The closer alone on its line.
 */
/*----------------
 * A banner may close with punctuation.
 *----------------*/
/* One line: not multi-line. */
