/* An old definition: its parameters are declared before the body. */
int
add(a, b, name)
	int a;
	long b;
	char *name;
{
	int x;
	unsigned long long yy;
	char *z;

	return a + b;
}

/* A declaration and a block after it are no body. */
int g(void);
