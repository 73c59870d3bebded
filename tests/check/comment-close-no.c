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
/*
 * Text, stars, then the closer: checkpatch takes two stars and a slash
 * after anything.
 ***********************license end***/
/*
 * So does uniform. **/
