/*
 * Doubled pairs that are slips: a flag test doubled where the file
 * writes its others in one pair, and a doubled pair whose neighbour row
 * holds one pair with no pair inside it.
 */
#define F_A 1u
#define F_B 2u
#define F_C 4u
#define F_D 8u

void send(unsigned a, unsigned b, unsigned c, unsigned d);

int step(unsigned opts, unsigned reg, int *out)
{
	if (opts & F_A)
		out[0] = 1;
	if (opts & F_B)
		out[1] = 1;
	if (opts & F_C)
		out[2] = 1;
	if ((opts & F_D))
		out[3] = 1;
	send(reg, 0,
	     (reg & 0xff),
	     ((reg >> 8)));
	return 0;
}
