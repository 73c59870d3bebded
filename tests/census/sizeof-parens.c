#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

static int f(struct foo *p, char *buf)
{
	memset(p, 0, sizeof(*p));
	return sizeof (buf) + sizeof(p->name) + sizeof(buf[0]) + sizeof(x + 1);
}
