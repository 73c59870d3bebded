/*
 * Nothing skipped on the right, no boolean operand, or a comment; a call
 * compared or negated is a truth value, bitwise-logical's.
 */
int quiet(int n, int x, unsigned int flags)
{
	if (process(x) | (n > 0))
		return 1;
	if (flags & read_flags(x))
		return 2;
	flags |= process(n) | (x < 0);
	/* evaluate both: each clears its own interrupt */
	if ((n > 0) | clear_irq(x))
		return 3;
	if ((n > 0) | (strlen(names[x]) > 3))
		return 4;
	if ((n > 0) | (read_irq(x) != 0) | !pending(n))
		return 5;
	return 0;
}
