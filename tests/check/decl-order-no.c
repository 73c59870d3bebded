/* netdev's guide: reverse xmas tree, longest line first. */
int xmit(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

/* Two lines are no run; a blank line ends one. */
int two(void)
{
	int i;
	struct sk_buff *skb;

	int err;
	struct scatterlist *sg;
	unsigned long flags_of_the_device;

	return 0;
}

/* Equal widths are in order; a trailing comment is not measured. */
int equal(void)
{
	struct sk_buff *skb;	/* a long comment that does not count */
	struct sk_buff *skc;
	int a, b, c, d, e;

	return 0;
}

/* NOLINT silences it as any rule. */
int silenced(void)
{
	int i;
	struct sk_buff *skb;	/* NOLINT(decl-order) */
	struct scatterlist *sg;

	return 0;
}
