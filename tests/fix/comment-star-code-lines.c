/*
 * A comment of prose whose starless lines are code put out of use:
 * starring them would present the code as prose.
 */
static int flags(void)
{
	/* The flags this block once enabled:
	   FEATURE_A |
	   FEATURE_B |
	   and the rest came later. */
	int on = 1;

	/* Kept for reference, the old way:
	   result = start(dev,
			  mode);
	*/
	return on;
}

/* Plain prose gets its stars:
   this line is text,
   and so is this one. */
static int later;
