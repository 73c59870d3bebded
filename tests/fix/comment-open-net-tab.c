int a;

/*
 *	Fixed: the tab after the star stays,
 *	in line with the next line.
 */
int b;

/*
 *	Fixed: alone, the text follows one blank.
 */
int c;
