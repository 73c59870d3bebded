/* Comments that do not say the bitwise operator is meant. */
int not_intent(unsigned int repIndex, unsigned int dictLimit,
	       unsigned int windowLow, unsigned int flags, int a, int b)
{
	/* zstd: the words are about the unsigned wrap-around */
	if (((unsigned int)((dictLimit - 1) - repIndex) >= 3) & (repIndex > windowLow))  /* intentional overflow */
		return 1;
	/* program the bitwise flags */
	if (flags | (a == 2))
		return 2;
	/* NOLINTNEXTLINE(bitwise-logical) */
	if (a == 1 ||
	    (flags | (b == 2)))
		return 3;
	if (flags | (a > 0))	/* NOLINT(redundant-parens): bitwise on purpose */
		return 4;
	a = b;	/* intentional */
	if (flags | (a < b))
		return 5;
	if (flags |
	    (a > b))	/* branchless */
		return 6;
	/* this short-circuits when a is set */
	if (flags & (a != 0))
		return 7;
	/* Tx & Rx */
	if (flags | (b != 0))
		return 8;
	return 0;
}
