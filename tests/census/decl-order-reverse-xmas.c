static int guide_example(struct sk_buff *skb)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

static int equal_lengths_tie(void)
{
	unsigned long flags;
	unsigned long delay;
	int ret;

	if (ret) {
		struct net_device *dev = NULL;
		u32 val = readl(base);
		u8 *p, c;

		p = NULL;
	}
	return 0;
}

static void aligned_with_tabs(void)
{
	u8 *ptr = kmalloc(sizeof(*ptr) * count,
			  GFP_KERNEL);
	long		bb;
	int		a;	/* a trailing comment does not count */
	char		c;
	int x; int y;
	int z;
}
