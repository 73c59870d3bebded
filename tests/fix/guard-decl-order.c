/* A reorder must keep lines that depend on each other through a macro. */
int a = 100;
#define A_PLUS (a + 1)
#define HERE __LINE__

int plus(void)
{
	int b = A_PLUS;
	int c = 2;
	unsigned long long a = 4;

	return a + b + c;
}

int here(void)
{
	int some_int = HERE;
	int x = 1;
	unsigned long long longer = 2;

	return x + some_int + longer;
}

int fine(void)
{
	int x = 1;
	int y = A_PLUS;
	unsigned long long longer = 2;

	return x + y + longer;
}

/* A name after '=' is read, not declared: the reorder goes ahead. */
int reads(struct ctl_table *ctl)
{
	int x = 1;
	struct ctl_table lctl = *ctl;
	unsigned long long longer = 2 * ctl->n;

	return x + lctl + longer;
}
