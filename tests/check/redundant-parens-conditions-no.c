/*
 * Conditions written alike keep their pairs: the arms of an if and its
 * else if, a few lines apart, start with the same tokens and the other
 * arm's pair holds a computation.
 */
static void poll_one(struct conn *c, short revents)
{
	if (revents & (POLLHUP | POLLERR | POLLNVAL))
		conn_free(c);
	else if (revents & (POLLIN))
		conn_read(c);
}

static void ep0(struct udc *udc, unsigned int tmp)
{
	if (tmp & (EP_SEL(0, EP_OUT) | EP_SEL(0, EP_IN))) {
		if (tmp & (EP_SEL(0, EP_IN)))
			handle_in(udc);
	}
}

/* The file's habit is the bare operand. */
static int bare(short r)
{
	return (r & POLLIN) + (r & POLLOUT) + (r & POLLERR) + (r & POLLHUP) +
	       (r & POLLPRI) + (r & POLLNVAL) + (r & POLLRDNORM) +
	       (r & POLLWRNORM) + (r & POLLRDBAND);
}
