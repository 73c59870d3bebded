static void both_aspects(struct device *dev)
{
	struct platform_device *pdev = to_platform_device(dev);
	struct resource *res;
	int irq;

	if (dev) {
		irq = 0;
	} else {
		irq = 1;
	}
}
