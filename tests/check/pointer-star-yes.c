/* The star against the type, or between blanks; a comment: no fix. */
struct item;

static int count(struct item* first, const char * name, int /* n */ * n)
{
	char* a, * const b = 0;
	int x = 2, y = 3;

	return x * y + (a != b) + (name != 0) + (first != 0) + *n;
}
