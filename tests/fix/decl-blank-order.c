int xmit(void)
{
	int err, i;
	struct sk_buff *skb;
	struct scatterlist *sg;
	err = send(skb, sg, i);
	return err;
}

int recv(void)
{
	int n;
	struct sk_buff *skb;
	struct scatterlist *sg;
	/* the work */
	n = take(skb, sg);
	return n;
}
