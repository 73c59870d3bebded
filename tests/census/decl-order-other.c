static int guide_example_reversed(struct sk_buff *skb)
{
	int err, i;
	struct sk_buff *skb;
	struct scatterlist *sg;

	return 0;
}

static int typedef_names(void)
{
	u32 a = 1;
	u8 *p = NULL;
	const struct foo *const f = get();
}

static int qualifiers_and_attributes(void)
{
	static const char name[] = "x";
	__maybe_unused int unused;
	struct { int a; } anonymous = { 0 };
	int (*fn)(int);
}
