/*
 * The closer alone on its line.
 */
/*----------------
 * A banner may close with punctuation.
 *----------------*/
/* One line: not multi-line. */
/*****************
 * Stars to the closer.
 *****************/
/*
 * A banner's edge after the star.
 * **************/
