/*
 * A member access this file writes in parentheses after '<<' as a
 * habit (three of four times), and calls it writes in parentheses before
 * '<' (as bt8xx's dst_ca.c does): its style, not a slip.
 */
struct cd {
	int bit;
};

int set(int c);

unsigned long mask(struct cd *cd, unsigned long m)
{
	m |= 1ul << (cd->bit);
	m |= 2ul << (cd->bit);
	m |= 4ul << (cd->bit);
	m |= 8ul << cd->bit;
	if ((set(1)) < 0)
		return 0;
	if ((set(2)) < 0)
		return 0;
	if ((set(3)) < 0)
		return 0;
	return m;
}
