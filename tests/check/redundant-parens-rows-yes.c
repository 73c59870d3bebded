/*
 * Rows that are alike only in plain operands, or whose computing pair is
 * in another column or after another operator, do not keep a pair.
 */
static void split(const u8 *d, unsigned int *hi, unsigned int *lo)
{
	*hi = (d[0]) & 15;
	*lo = (d[1]) & 15;
	*hi |= (*lo << 4) & 0xf0;
	*lo = 3 + (d[2]);
}

static int base_of(const struct table *t, int mode)
{
	int top = t ? t->top : -EINVAL;

	switch (mode) {
	case 1:
		return top;
	case 2:
		return t->end;
	case 3:
		return 0;
	}
	return (t->base);
}

static void put_bytes(struct regmap *map, const struct temp *t)
{
	regmap_write(map, BYTE_V,
		(t->v) & 0xff);
	regmap_write(map, BYTE_W,
		(t->w) & 0xff);
}
