/*
 * A file that joins truth values with '&' and '|' four times (lib/zstd's
 * branch-free style): its own practice, so none is reported, not even a
 * join with an operand that is no truth value.
 */
static size_t count(const char *ip, const char *iend, const char *match,
		    unsigned int repIndex, unsigned int lowLimit)
{
	size_t n = 0;

	while ((ip < iend) & (match < iend)) {
		ip++;
		match++;
	}
	if ((repIndex >= lowLimit) & (*ip == *match))
		n++;
	for (; (n < 8) & (ip != iend); n++)
		ip++;
	if (((unsigned int)(lowLimit - 1) - repIndex >= 3) | (repIndex > 4))
		n += 2;
	if (n | (ip == NULL))
		n--;
	return n;
}
