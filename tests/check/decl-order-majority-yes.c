/* 21 blocks longest first: the directory practises reverse xmas tree. */
int f1(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f2(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f3(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f4(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f5(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f6(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f7(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f8(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f9(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f10(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f11(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f12(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f13(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f14(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f15(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f16(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f17(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f18(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f19(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f20(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

int f21(void)
{
	struct scatterlist *sg;
	struct sk_buff *skb;
	int err, i;

	return 0;
}

/* So this block is held to it. */
int g(void)
{
	int err, i;
	struct sk_buff *skb;
	struct scatterlist *sg;

	return 0;
}
