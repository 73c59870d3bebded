#define NITEMS 8

/* Pure names and the file's own names hide no call: reordered. */
int pure(struct foo *f)
{
	int err = -EINVAL;
	unsigned long mask = BIT(3) | GENMASK(7, 4);
	void *p = NULL;
	size_t items_in_table = ARRAY_SIZE(table) + NITEMS;

	return err;
}

/* A pinned line that keeps its place does not stop the others. */
void stays(void)
{
	struct some_long_type *x __free(kfree) = NULL;
	int n;
	unsigned long bb;

	use(x, n, bb);
}

/* An attribute's argument is no name the line declares. */
void attributed(void)
{
	int a __attribute__((unused));
	unsigned long long bb __attribute__((unused));
	long c;
}
