/*
 * In a file that writes the operands of its conditions in pairs, no
 * symmetry where an operand of the chain is bare, where every pair holds
 * a plain operand (each is noise), for '&' or '|' outside a condition,
 * nor for a doubled pair.
 */
int overlap(unsigned a, unsigned b);

int match(const unsigned *p, const unsigned *q, unsigned a, unsigned b)
{
	int x = 0;

	if (a && b && p && q && x)
		return 0;
	if (b || p || q || x || a)
		return 0;
	if ((overlap(a, 2)) && (p[2] == q[2]))
		return 0;
	if ((q) || (p[3] != q[3]))
		return 0;
	if ((overlap(a, 0)) && p[0] == q[0])
		return 1;
	if (a && (overlap(b, 0)) && (p[0] == q[0]))
		return 2;
	if ((a) && (b))
		return 3;
	if (((overlap(a, 1))) && (p[1] == q[1]))
		return 4;
	x = (a) | (b > 2);
	return x;
}
