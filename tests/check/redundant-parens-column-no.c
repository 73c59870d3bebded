/*
 * A condition laid out a row per operand, each row after the first led
 * by the chain's operator and every row in a pair: the first row's pair
 * keeps the column, and so does a row's inside a pair of its own.
 */
int overlap(unsigned a, unsigned b);

struct job {
	int ready;
	unsigned filled, target;
};

int flush_now(const struct job *j, int end, unsigned a, unsigned b)
{
	if ( (j->ready)
	  || (j->filled >= j->target)
	  || ((end != 0) && (j->filled > 0)) )
		return 1;
	if ( a > 4
	  && ( (a - 1 < b)
	     & (overlap(a, b)) )
	  && (b != 0) )
		return 2;
	return 0;
}
