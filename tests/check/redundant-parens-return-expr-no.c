/*
 * Where the file writes return x, a parenthesized comparison or longer
 * value after return is still left alone: checkpatch does so on
 * purpose, and a GNU-style continuation keeps its pair.
 */
static bool same(const struct key *a, const struct key *b)
{
	return (a->len == b->len);
}

static unsigned int bits(unsigned int flags, unsigned int shift)
{
	if (!flags)
		return 0;
	if (shift > 31)
		return 0;
	if (flags == 1)
		return 1;
	return (flags & MASK) >> shift;
}

static unsigned long total(const struct sizes *s)
{
	if (!s)
		return 0;
	if (!s->count)
		return 0;
	return (s->first_long_operand_here
		+ s->second_long_operand_here);
}

static int sum(int a, int b)
{
	return (a + b);
}
