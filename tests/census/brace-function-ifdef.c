static int unbalanced(int x)
{
#ifdef CONFIG_A
	if (x) {
#else
	if (!x) {
#endif
		x++;
	}
	return x;
}

static int next(void)
{
	unsigned long flags;
	struct device *dev;
	int ret;

	return 0;
}
