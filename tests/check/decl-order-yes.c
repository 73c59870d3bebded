/* The guide's example reversed: flagged; its own order is not. */
int xmit_reversed(void)
{
	int err, i;
	struct sk_buff *skb;
	struct scatterlist *sg;

	return 0;
}

/* An initializer names a variable of the run: reported, not reordered. */
int probe(struct platform_device *pdev)
{
	int ret = 0;
	struct device *dev = &pdev->dev;
	struct foo_priv *priv = dev_get_drvdata(dev);

	return ret;
}

/* A call in an initializer would move across another initializer. */
int dequeue(struct queue *q)
{
	int len = q->len;
	struct sk_buff *skb = skb_dequeue_tail(q);
	struct scatterlist *sg;

	return len;
}

/* A declaration over two lines is measured by its first; no fix. */
int split(void)
{
	int n;
	struct scatterlist *sg =
		NULL;
	struct sk_buff *skb_with_a_long_name;

	return n;
}
