/*
 * A file that writes a plain operand bare beside a condition in a pair
 * ("ready(c) && (n > 0)") has no symmetry to keep where it writes both
 * in pairs.
 */
struct ctx {
	int partial;
};

int ready(const struct ctx *c);

int step(const struct ctx *c, unsigned int len)
{
	if (ready(c) && (len > 4))
		return 1;
	if (c->partial || (len < 64))
		return 2;
	if (!ready(c) && (len == 0))
		return 3;
	if ((ready(c)) && (len > 8))
		return 4;
	if ((c->partial) | (len < 64))
		return 5;
	return 0;
}
