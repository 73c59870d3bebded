/* The first argument of the kernel's branch hints and assertions. */
int hints(unsigned int flags, int n)
{
	if (likely(flags | (n < 3)))
		return 1;
	if (unlikely(n & (flags == 0)))
		return 2;
	WARN_ON(flags | (n > 8));
	WARN_ON_ONCE(flags | !n);
	BUG_ON(n & !flags);
	return WARN(flags | (n == 2), "n %d\n", n);
}
