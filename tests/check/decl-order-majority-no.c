/* 21 blocks in no order: the directory does not practise it. */
int f1(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f2(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f3(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f4(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f5(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f6(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f7(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f8(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f9(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f10(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f11(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f12(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f13(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f14(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f15(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f16(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f17(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f18(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f19(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f20(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

int f21(void)
{
	int err, i;
	struct scatterlist *sg;
	struct sk_buff *skb;

	return 0;
}

/* So nothing is asked of this one. */
static unsigned long h(void)
{
	u8 v;
	unsigned long flags;
	struct net_device *ndev;
	return flags;
}
