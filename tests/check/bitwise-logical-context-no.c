/* Masks in those contexts, and the arguments that are no condition. */
int hints(unsigned int flags, int n)
{
	if (likely(flags & MASK))
		return 1;
	WARN_ON(flags & MASK);
	set(flags | (n < 3));
	WARN(flags & BIT(3), "n %d\n", n | (n < 3));
	return unlikely(n);
}
