/* Cleanups run in the reverse order of the declarations: kept. */
void cleanup_attr(void)
{
	int a __attribute__((cleanup(pr)));
	unsigned long long bb __attribute__((cleanup(pr)));
	long c;

	use(&a, &bb, &c);
}

/* __free(kfree) declares no kfree, and ends no run. */
void free_attr(void)
{
	int n;
	u8 *buf __free(kfree) = NULL;
	struct some_long_type *x __free(kfree) = NULL;

	use(n, buf, x);
}

/* __cleanup(f) likewise. */
void cleanup_macro(void)
{
	int n;
	struct some_long_type *x __cleanup(put_it) = NULL;
	char *s;

	use(n, x, s);
}

/* Two reads of a volatile keep their order. */
void two_reads(void)
{
	unsigned long start = jiffies;
	unsigned long long deadline_of_it = jiffies + 5;
	int n;

	use(start, deadline_of_it, n);
}

/* The line number is where the line is. */
void line_number(void)
{
	int some_int = __LINE__;
	unsigned long long counted = 0;
	int n;

	use(some_int, counted, n);
}

/* A local label goes first. */
void local_label(void)
{
	__label__ out;
	unsigned long long total;
	int n;

	goto out;
out:
	use(total, n);
}

/* A type defined in the run may be used below it. */
void local_type(void)
{
	struct s { int x; };
	struct s a_long_variable_name;
	enum { ONE, TWO };
	int arr[TWO];

	use(a_long_variable_name, arr);
}

/* A suppression silences the line after its own. */
void suppressed(void)
{
	int n;	// NOLINTNEXTLINE(pointer-star)
	char* a_long_pointer_name;
	long m;

	use(n, a_long_pointer_name, m);
}

/* A name in capitals the file does not define may hide a name. */
void hidden(void)
{
	int n = 0;
	unsigned long long size = SOME_SIZE;
	long m;

	use(n, size, m);
}

/* So may a call to a function the file does not define. */
void called(struct net_device *dev)
{
	int n;
	struct foo_private_data *priv = lookup_private(dev);
	long m;

	use(n, priv, m);
}
