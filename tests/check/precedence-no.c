/* Parentheses say what is meant; shifts and logic are not traps. */
int clear(unsigned int flags, int a, int b, int err, char *p)
{
	if ((flags & MASK) == 0)
		return 1;
	if (flags & (a == b))
		return 2;
	if (!(flags & MASK))
		return 3;
	if (!!(flags & A) | !!(flags & B))
		return 4;
	if (a && b == 3)
		return 5;
	if (a << b == 8)
		return 6;
	err |= a < 0;
	if ((unsigned long)p < (ulong)&flags)
		return 7;
	return err;
}

/* Two comparisons joined by a bitwise operator: no trap of precedence. */
int both_compared(int a, int b)
{
	return a == 1 | b == 2;
}
