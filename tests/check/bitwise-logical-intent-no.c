/* Comments that say the bitwise operator is meant. */
int intent(unsigned int flags, int a, int b)
{
	if (flags | (a < b))	/* bitwise: both sides are evaluated */
		return 1;
	/* Bitwise OR on purpose: evaluate both sides. */
	if (flags | (a > b))
		return 2;
	if ((a > 0) & /* intentional */ flags)
		return 3;
	if (flags | (a != 0))	/* branchless */
		return 4;
	/* '|', not a jump */
	if (flags | (b != 0))
		return 5;
	/*
	 * Don't short-circuit: the second test must be sampled
	 * every time.
	 */
	if (flags & (b > 1))
		return 6;
	/* use & rather than && */
	if (flags & (b < 1))
		return 7;
	if (flags & (a == 7))	/* on purpose */
		return 8;
	// the & is deliberate
	if (flags & (a == 8))
		return 9;
	if (flags | (a == 9))	/* avoids a branch */
		return 10;
	while (flags & (a != b)) {	/* deliberately non-short-circuit */
		a++;
	}
	if (flags | !b)	/* cmove */
		a = b;
	/* compiles to a cmov */
	if ((a < 4) & (b > 2))
		return 11;
	return 0;
}
