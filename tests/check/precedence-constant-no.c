/* No one means "p != (0 & *p)" or "x == (3 & y)": no precedence trap. */
int walk(const char *p, const struct node *n, int x, int y)
{
	while (p != 0 & *p)
		p++;
	if (n != NULL & n->next)
		return 1;
	if (x == 3 & y)
		return 2;
	if (0 & x == y)
		return 3;
	return x & 0 == y;
}
