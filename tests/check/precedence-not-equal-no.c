/* Two truth values compared, zero or NULL, or parentheses: no trap. */
int compare(const struct buf *p, int x, int y, bool ready)
{
	if (!x == !y)
		return 1;
	if (!p->len != !y)
		return 2;
	if (!x == 0)
		return 3;
	if (!p == NULL)
		return 4;
	if (!!x == y)
		return 5;
	if (!x == false)
		return 6;
	if (!x == ready)
		return 7;
	if ((!x) == y)
		return 8;
	return !(x == y);
}
