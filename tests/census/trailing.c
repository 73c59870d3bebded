x; /* a */ /* b */
/* c */ /* d */
x; /* e
 */ /* f */
	/* g: indented, not trailing */
"s" /* h */
