#define LEN(a) (sizeof a / sizeof *a)

static int f(struct foo *p, char *buf)
{
	memset(p, 0, sizeof *p);
	return sizeof buf + sizeof p->name + sizeof -1 + sizeof "abc";
}
