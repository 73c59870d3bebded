/* '!!' between truth values, or before what is no mask. */
int doubled(unsigned int a, unsigned int b, unsigned int flag)
{
	if (!!a | !!b)
		return 1;
	if (!!a & (b < 3))
		return 2;
	if (!!(a & MASK))
		return 3;
	return !!a & flag;
}

/* A conversion to bit 0, beside other bits. */
unsigned int reg(bool en, unsigned int mode)
{
	return !!en | BIT(3) | (mode << 1);
}
