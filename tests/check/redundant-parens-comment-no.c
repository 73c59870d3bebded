/* Parentheses that hold a comment lay it out: they are kept. */
int ack_ok(int ack, int flags)
{
	if ((ack == 0
	     && (flags & 3) == 3)
	    /* some stacks do not set the ack */)
		return 1;
	return (flags	/* the low bits */) + 1;
}
