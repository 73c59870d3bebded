/* What is not bool, or not surely: no bitwise-logical finding. */
struct a {
	bool enabled;
};

struct b {
	unsigned int enabled;	/* the same member name, another type */
};

static unsigned int mode;
static bool on;

#define TEST(on) ((on) & 4 ? 1 : 0)	/* a macro's parameter hides it */

int g(bool x);			/* a prototype's parameters name nothing */

int pointers(bool *p, int n)
{
	bool seen[4] = { 0 };
	bool *q = p;

	if (*p | n)
		return 1;
	if (seen[0] & n)
		return 2;
	if (q & n)
		return 3;
	return 0;
}

int first(void)
{
	bool mode = true;	/* a local: gone at the function's end */

	return mode;
}

int second(struct b *y, int x)
{
	if (mode & 4)
		return 1;
	if (y->enabled & 4)
		return 2;
	if (x & 4)
		return 3;
	return TEST(x);
}

int third(int on)
{
	if (on & 4)		/* a parameter hides the bool of the file */
		return 1;
	return 0;
}
