/*
 * Two return (x) against three return x: no clear practice (two bare
 * values for each one in parentheses), so neither form is reported.
 */
static int pick(struct dev *dev, int i)
{
	if (!dev)
		return (-ENODEV);
	if (i == 1)
		return dev->one;
	if (i == 2)
		return dev->two;
	if (i == 3)
		return (dev->three);
	return 0;
}
