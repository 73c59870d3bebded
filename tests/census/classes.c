// line
/* single */
/*
 * customary
 */
/**
 * kernel-doc
 */
/*******************
 * banner of stars
 *******************/
/*-------------------
 * banner of dashes
 */
/* net-style: text on
 * the first line
 */
int x; /* trailing single */
int y; // trailing line
int z; /* trailing
	  multi-line */
