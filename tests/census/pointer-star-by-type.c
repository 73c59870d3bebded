struct foo* global;
static struct foo* get(struct bar* b, foo_t* f, int** pp);

static int f(void)
{
	char* p = NULL;
	foo_t* t;
}
static const char* const groups[] = { "a" };
