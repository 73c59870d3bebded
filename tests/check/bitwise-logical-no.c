/* Bit masks, assignments and intent: no bitwise-logical finding. */
int quiet(unsigned int flags, int ret, int a, int b)
{
	int err = 0;

	if (flags & MASK)
		return 1;
	if (flags & (MASK_A | MASK_B))
		return 2;
	err |= ret < 0;
	err &= a == b;
	err = (a < b) | (b < 3);
	if ((flags & MASK) == 0)
		return 3;
	/* Bitwise on purpose: evaluate both sides, avoid a branch. */
	if ((a < b) | (b < 3))
		return 4;
	if ((a > 0) & /* intentional */ (b > 0))
		return 5;
	if ((a > 0) | (b > 0))	/* branchless */
		return 6;
	if (test_bit(a | b, &flags))
		return 7;
	ret = a ? flags | MASK : flags & MASK;
	if ((u32)flags & MASK)
		return 8;
	return err;
}
