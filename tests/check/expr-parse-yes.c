/* Traps inside the constructs the parser must see through. */
#define CHECK(x) do { if ((x) | (y < 0)) fail(); } while (0)

static const struct ops ops = {
	.flags = A & B == 0,
	[2] = { .mask = !a & B },
};

int inside(struct dev *dev, int len)
{
	int v = ({ int t = len & MASK == 0; t; });
	struct pt p = (struct pt){ .x = len | dev->n != 0 };

	list_for_each_entry(dev, &head, list) {
		if ((dev->a < 1) | (dev->b < 2))
			return 1;
	}
	v = dev ?: (len & MASK != 0);
	v = container_of(dev, struct dev, list)->n & MASK == 0;
	v = sizeof(struct dev) & len != 0;
	pr_info("%d\n", len & MASK == 0);
	switch (len & MASK == 0) {
	case 1:
		break;
	}
	return v;
}
