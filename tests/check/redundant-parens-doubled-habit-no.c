/*
 * A file that writes its flag tests in doubled pairs as its habit (three
 * of three), and doubled pairs in rows written alike with pairs that
 * open with a pair of their own: neither is a slip.
 */
struct parser {
	unsigned flags;
};

#define P_STREAM 1u
#define P_SEQ 2u
#define P_ERRORS 4u

int step(struct parser *p, unsigned temp, int *out)
{
	if ((p->flags & P_STREAM))
		out[0] = 1;
	if ((p->flags & P_SEQ))
		out[1] = 1;
	if ((p->flags & P_ERRORS))
		out[2] = 1;
	out[3] = ((temp >> 2) & 0x3) + 1;
	out[4] = ((temp & 0x3)) + 1;
	out[5] = ((temp & 0x70) >> 4) + 1;
	return 0;
}
