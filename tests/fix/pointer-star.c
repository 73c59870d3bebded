/* Stars moved to the name; blanks only, the comment stays. */
struct item;

static int count(struct item* first, const char * name, void **list,
		 int /* n */ * n)
{
	char* a = 0;
	const char* const b = "b";

	return (a != 0) + (name != 0) + (first != 0) + (list != 0) + *n + *b;
}
