/*
 * return (x) with a plain x, in a file that writes return x: eight bare
 * values against four in parentheses, the least that makes a practice.
 */
static int status(struct dev *dev, int *v, int i)
{
	if (!dev)
		return (-EINVAL);
	if (dev->broken)
		return (dev->err);
	if (i < 0)
		return(v[-i]);
	if (i > 8)
		return (lookup(dev, i));
	return 0;
}

static int bare(struct dev *dev, int *v, int i)
{
	if (!dev)
		return -EINVAL;
	if (i == 1)
		return dev->one;
	if (i == 2)
		return dev->two;
	if (i == 3)
		return lookup(dev, 3);
	if (i == 4)
		return v[4];
	if (i == 5)
		return 5;
	return dev->rest;
}
