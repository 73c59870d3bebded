struct foo * global;
static struct foo * get(struct bar * b, foo_t * f);

static int f(void)
{
	char * p = NULL;
	foo_t * t;
}
static void phase1(u16 * TTAK, const u8 * TK);
