/* decl-blank: the line after a block's leading declarations. */
int blank(int a)
{
	int x = a;

	return x;
}

int none(int a)
{
	int x = a;
	return x;
}

int comment_after(int a)
{
	int x = a;
	/* the work */
	return x;
}

int comment_then_blank(int a)
{
	int x = a;
	/* x counts in tens */
	// and never below zero

	return x;
}

int directive_after(int a)
{
	int x = a;
#ifdef DEBUG
	x++;
#endif
	return x;
}

int endif_passed(int a)
{
	int x;
#ifdef WIDE
	long y;
#endif

	x = a;
	return x;
}

int groups(void)
{
	int a = 1;

	/* the second group */
	int b = 2;
	return a + b;
}

int macros(void)
{
	DECLARE_BITMAP(m, 8);
	LIST_HEAD(l);
	XA_STATE(xas, &xa, 0);
	SHASH_DESC_ON_STACK(desc, tfm);

	use(m, &l, &xas, desc);
	return 0;
}

int calls_first(void)
{
	might_sleep();
	return 0;
}

int trailing(void)
{
	int n;	/* a count that
		 * goes on */
	n = 0;
	return n;
}

int not_places(int a)
{
	{ int z; }
	{
		int w;
	}
	if (a) {
		int q = a;
again:
		q++;
	}
	{
		int r; r = a;
		return r;
	}
}
