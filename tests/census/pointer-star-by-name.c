struct foo *global;
static const char *const names[] = { "a" };
static struct foo *get(struct bar *b, char __user *buf, foo_t *f, int **pp);

static int f(void)
{
	struct foo *p = NULL;
	u32 *q, *r;
	foo_t *t;
	unsigned long *bits __maybe_unused;
}
static const char * const groups[] = { "a" };
static const char *const more[] = { "b" };
