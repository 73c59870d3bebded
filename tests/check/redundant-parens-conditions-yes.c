/*
 * A pair is kept for a condition close by only when that condition
 * starts with the same tokens up to the operator, and its pair holds a
 * computation: another left operand, another operator, a plain pair on
 * both sides, or a condition too far away do not count.
 */
static void poll_one(struct conn *c, short revents, short events)
{
	if (events & (POLLHUP | POLLERR | POLLNVAL))
		conn_free(c);
	else if (revents & (POLLIN))
		conn_read(c);
	if (revents | (POLLHUP | POLLERR))
		conn_free(c);
	else if (revents & (POLLOUT))
		conn_write(c);
}

static void far(struct conn *c, short revents)
{
	if (revents & (POLLHUP | POLLERR))
		conn_free(c);
	conn_a(c);
	conn_b(c);
	conn_c(c);
	conn_d(c);
	conn_e(c);
	if (revents & (POLLIN))
		conn_read(c);
}

/* The file's habit is the bare operand. */
static int bare(short r)
{
	return (r & POLLIN) + (r & POLLOUT) + (r & POLLERR) + (r & POLLHUP) +
	       (r & POLLPRI) + (r & POLLNVAL) + (r & POLLRDNORM) +
	       (r & POLLWRNORM) + (r & POLLRDBAND);
}
