int a;

/*! Not fixed: a Doxygen mark stays with its opener,
 *  or it would begin the text. */
int b;

/*Fixed: a letter right after the opener
 * is text. */
int c;
