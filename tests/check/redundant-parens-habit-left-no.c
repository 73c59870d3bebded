/*
 * A table that writes every number of its entries in parentheses, on
 * the left of '*' and '-' as well (da9062-regulator.c's hand expansion
 * of a macro): its style.
 */
struct reg {
	int min_uv, step, n;
};

static const struct reg regs[] = {
	{ .min_uv = (800) * 1000, .step = (20) * 1000, .n = ((3340) - (800))/(20) + 1 },
	{ .min_uv = (530) * 1000, .step = (10) * 1000, .n = ((1800) - (530))/(10) + 1 },
	{ .min_uv = (600) * 1000, .step = (10) * 1000, .n = ((1800) - (600))/(10) + 1 },
};
