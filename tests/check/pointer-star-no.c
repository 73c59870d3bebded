/* The kernel's "type *name", a qualifier's blank, a product, a cast. */
struct item;

static const char * const names[] = { "a", "b" };

static int count(struct item *first, char **argv, int n)
{
	int *p = (int *)first;
	int x = n * 2;

	return x * n + (p != 0) + (argv != 0) + (names[0] != 0);
}
