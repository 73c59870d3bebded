struct buf {
	int len, cap;
};

int full(const struct buf *b);

int push(struct buf *b, int n, int m, int k)
{
	if (n && m && k && b)
		return 0;
	if (m || k || n || b)
		return 0;
	if ((full(b)) && (b->len > n))
		return 1;
	if ((b->cap) || (b->len == 0))
		return 2;
	if (((full(b)) & (n > 0)) && (m < k))
		return 3;
	return (n) + 1;
}
