/* sizeof(x) on expressions, and types, which need their parentheses. */
typedef unsigned long word;

struct buf {
	char data[8];
	int len;
};

static unsigned long total(struct buf *b, int n)
{
	return sizeof(*b) + sizeof(b->data) + sizeof(n) + sizeof(struct buf) +
	       sizeof(word) + sizeof(char *) + sizeof(int);
}
