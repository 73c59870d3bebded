/* Net-style comment 1,
 * text on the opener's line.
 */
int n1;

/* Net-style comment 2,
 * text on the opener's line.
 */
int n2;

