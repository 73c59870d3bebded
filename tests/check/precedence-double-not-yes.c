/* '!!' before a mask: 0 or bit 0 of the mask, not the bit tested. */
int doubled(const struct dev *d, unsigned int x)
{
	if (!!x & MASK)
		return 1;
	if (!!d->flags & BIT(3))
		return 2;
	return !!x & 0x10;
}
