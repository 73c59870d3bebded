/* Precedence traps, in conditions and elsewhere. */
#define READY(x) (x & READY_MASK != 0)

int traps(struct sg_io_hdr *hdr, unsigned int flags, int a, int b)
{
	int v = a & b != 0;

	if (!hdr->info & SG_INFO_CHECK)
		return 1;
	if (flags & MASK == 0)
		return 2;
	if (a | b != 0)
		return 3;
	v = a == b & flags;
	v = a ^ b < 3;
	v = !flags | MASK;
	return a & b == 3;
}
