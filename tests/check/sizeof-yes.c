/* sizeof on an expression without parentheses; some with no safe fix. */
#define SIZE(x) sizeof x
#define LIMIT 8

struct buf {
	char data[LIMIT];
	int len;
};

static unsigned long total(struct buf *b, int n)
{
	return sizeof *b + sizeof b->data + sizeof n + sizeof LIMIT +
	       sizeof /* len */ b->len + sizeof *(char *)b;
}
