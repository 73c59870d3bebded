/*
 * No column where an operator ends a row instead of leading the next,
 * where a row is bare, where every pair holds a plain operand, or
 * where the pairs do not line up.
 */
struct job {
	int ready;
	unsigned filled, target;
};

int flush_now(const struct job *j, int end)
{
	if ((j->ready) ||
	    (j->filled >= j->target))
		return 1;
	if ( (j->ready)
	  || j->filled >= j->target
	  || (end != 0) )
		return 2;
	if ( (j->ready)
	  && (end) )
		return 3;
	return 0;
}

/* Rows led by the operator, but the pairs do not line up. */
int later(const struct job *j, int end)
{
	if ((j->ready)
	    || (j->filled >= j->target)
	    || (end != 0))
		return 1;
	return 0;
}
