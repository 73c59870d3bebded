/*
 * A line of prose that quotes a call among other words is prose, and
 * takes a star:
	then reset_the_tag(dev, TAG, NULL);
 */
int a;

/*
 * Nor is a line that only begins with a '#' a directive:
#definitely a note
 */
int b;
