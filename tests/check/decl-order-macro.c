#define A_PLUS (a + 1)
#define NEXT next()
#define N n
#define T typeof(a)
#define AT_LINE __LINE__
#define CAT(x, y) x##y

int a = 4;
int next(void);

/* A macro of the file reads a name of the run. */
int reads_through(void)
{
	int a = 100;
	unsigned long long value = A_PLUS;
	long m;

	return value + m;
}

/* A macro of the file hides a call. */
int hidden_call(void)
{
	int x = 0;
	unsigned long long first_one = NEXT;
	long second = NEXT;

	return first_one * 10 + second + x;
}

/* An array's size names a variable of the run. */
void sized(void)
{
	int n = 4;
	char value_of_some_length[N];
	long m;

	use(n, value_of_some_length, m);
}

/* So does a typeof. */
void typed(void)
{
	int a = 1;
	T a_long_variable_name;
	long m;

	use(a, a_long_variable_name, m);
}

/* The line number, through a macro. */
void line_number(void)
{
	int n;
	unsigned long long some_int = AT_LINE;
	long m;

	use(n, some_int, m);
}

/* A pasted name may be any name. */
void pasted(void)
{
	int xy;
	unsigned long long first_one = CAT(x, y);
	long m;

	use(xy, first_one, m);
}
