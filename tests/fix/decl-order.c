/* Reordered longest first; equal lines keep their order. */
int xmit(struct sk_buff *in)
{
	int err, i;
	struct sk_buff *skb = in;
	struct sk_buff *skc;	/* a comment moves with its line */
	struct scatterlist *sg;
	u32 v;

	return 0;
}

/* Each line reads the one above: left as it is. */
int chain(struct foo *f)
{
	int n = f->n;
	struct bar *b = f->bar + n;
	struct baz_entry *e = &b->entries[0];

	return e->len;
}
