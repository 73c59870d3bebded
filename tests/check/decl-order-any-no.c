/* uniform_decl_order = any: no order is asked for. */
static int reversed(void)
{
	u8 i;
	unsigned int len;
	struct sk_buff *skb;
	struct scatterlist *sgl;

	return 0;
}
