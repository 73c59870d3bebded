/*
 * Text before the closer: the closer goes to a line of its own,
 * under the stars. */
int a;

int b; /*
	* The same for a trailing comment. */

/*
 * A stray star before the closer goes.
 * */

/*
 * A banner's edge is fine.
 *****/
