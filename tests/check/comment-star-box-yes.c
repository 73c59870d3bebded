/*
 * Customary one.
 */
int a;

/*
 * Not a box: one line ends *
  * in a star, the next is off,
 * and text shares the closer. */
int b;
