/* The guide's example reversed: flagged; its own order is not. */
int xmit_reversed(void)
{
	int err, i;
	struct sk_buff *skb;
	struct scatterlist *sg;

}
