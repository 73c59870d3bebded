/*
 * Closers out of place: "*\/" in column 1 under a margin in column 2,
 * and "**\/" whose "*\/" is right of the margin.
 */

/**
 * first - the first thing
*/
int first(int a);

/**
 * second - the second thing
  **/
int second(int a);
