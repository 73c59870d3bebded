/*
 * One member access in parentheses among many bare ones, and one '&&'
 * operand in parentheses among bare ones: slips.
 */
struct cd {
	int bit;
	int ready;
};

unsigned long mask(struct cd *cd, unsigned long m, int a)
{
	m |= 1ul << (cd->bit);
	m |= 2ul << cd->bit;
	m |= 4ul << cd->bit;
	m |= 8ul << cd->bit;
	if (a && (cd->ready))
		return 0;
	if (a && cd->ready && m)
		return 1;
	if (a || cd->bit || m)
		return 2;
	return m;
}
