/* sizeof x to sizeof(x) where the operand's extent is sure. */
#define SIZE(x) sizeof x
#define LIMIT 8

struct buf {
	char data[LIMIT];
	struct buf *next;
	int len;
};

static unsigned long total(struct buf *b, int n)
{
	return sizeof *b + sizeof b->next->data[1] + sizeof n * 2 + sizeof LIMIT +
	       sizeof "abc" + sizeof -n + sizeof *(char *)b;
}
