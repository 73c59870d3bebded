/* uniform_sizeof = bare: parentheses around an expression are reported. */
struct buf {
	char data[8];
	int len;
};

static unsigned long total(struct buf *b, int n)
{
	return sizeof(*b) + sizeof(b->len) + sizeof(n) + sizeof(b->data)[0] +
	       sizeof(struct buf);
}
