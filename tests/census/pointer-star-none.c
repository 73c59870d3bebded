/* Multiplications, casts, dereferences, stars without blanks: no place. */
int area = WIDTH * HEIGHT;
static int table[] = { A * B, C * D };
static int (*handler)(int);
char*tight;

static int f(int a, int b)
{
	t = (foo_t *)v;
	c = a * b;
	call(a * b, c);
	return a * b + *t + sizeof(int *);
}

enum { LAST = FIRST + (MAX_IDX * NR_CPUS) - 1 };
static int buf[(PRD_SZ * MAX_PRD) + 512];
VMEM_ARRAY(data, PARAM_SIZE * NELEMS);
