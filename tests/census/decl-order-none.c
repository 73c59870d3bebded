struct not_a_block {
	unsigned long longest_field;
	int b;
	char c;
};

static const struct ops initializer = {
	.a = 1,
	.bb = 2,
	.ccc = 3,
};

static int two_lines_only(void)
{
	int b;
	long aaaaaa;
}

static int blank_line_ends_the_run(void)
{
	int a;
	long bb;

	char ccc;
}

static int statement_ends_the_run(void)
{
	int a;
	foo(a);
	long bb;
	char ccc;
}

static int comment_and_directive_end_the_run(void)
{
	int a;
	/* a comment line */
	long bb;
#ifdef CONFIG_FOO
	char ccc;
#endif
	short dddd;
}

static int macro_and_label(void)
{
	DECLARE_BITMAP(mask, 64);
	int a;
	long bb;
out:
	char ccc;
}

static int declaration_on_the_brace_line(void)
{	int a;
	long bb;
	char ccc;
	short dddd;
}

static void expressions(void)
{
	x = 1;
	a * b;
	*p = 2;
	return;
}
