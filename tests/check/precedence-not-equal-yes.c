/* '!' applies to the left operand of '==' or '!=' only. */
int compare(const struct buf *p, int x, int y)
{
	if (!x == y)
		return 1;
	if (!p->len != y)
		return 2;
	if (!check(p) == 3)
		return 3;
	return !x == 1;
}
