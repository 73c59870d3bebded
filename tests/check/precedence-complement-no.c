/* '~' on masks and numbers. */
unsigned int complement(unsigned int mask, unsigned int size, int n)
{
	mask &= ~(size - 1);
	if (~mask)
		return 1;
	if (~(mask | size) & 4)
		return 2;
	mask = ~(1u << n) & ~BIT(3);
	return ~mask & size;
}
