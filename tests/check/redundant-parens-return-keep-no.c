/* uniform_return_parens = keep: return (x) is never reported. */
static int level(const struct dev *dev)
{
	if (!dev)
		return -ENODEV;
	if (dev->off)
		return 0;
	if (dev->max)
		return dev->max;
	return (dev->level);
}
