/*
 * Rows written alike keep their pairs: a pair with, in its column on a
 * line close by and after the same operator or return, a pair holding a
 * computation.
 */
static void split(const u8 *d, unsigned int *hi, unsigned int *lo)
{
	*hi = (((unsigned int)(d[1])) >> 4) & 15;
	*lo = (((unsigned int)(d[1]))) & 15;
}

static const unsigned long allowed[] = {
	[0] = 1 << (OP_CLOSE) |
	      1 << (OP_LOCKU) |
	      1 << (OP_COMMIT),
	[1] = 1 << (OP_SECINFO - 32) |
	      1 << (OP_LAYOUTRETURN - 32),
};

static unsigned long base_of(const struct table *t, int mode)
{
	switch (mode) {
	case 0:
		return (t->base);
	case 1:
		return (t->base +
			sizeof(first_block));
	default:
		return 0;
	}
}

static u8 low_bits(const struct table *t, int mode)
{
	if (mode)
		return 1;
	if (!t)
		return 0;
	return 2;
}

static void put_temp(struct regmap *map, const struct temp *t)
{
	regmap_write(map, TEMP_BYTE1,
		(t->v >> 8) & 0xff);
	regmap_write(map, TEMP_BYTE0,
		(t->v) & 0xff);
}
