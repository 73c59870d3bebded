/*
 * uniform_file_practice = false: a habit is no excuse, each pair is
 * reported.
 */
struct cd {
	int bit;
};

int set(int c);

unsigned long mask(struct cd *cd, unsigned long m)
{
	m |= 1ul << (cd->bit);
	m |= 2ul << (cd->bit);
	m |= 4ul << (cd->bit);
	m |= 8ul << cd->bit;
	if ((set(1)) < 0)
		return 0;
	if ((set(2)) < 0)
		return 0;
	if ((set(3)) < 0)
		return 0;
	return m;
}
