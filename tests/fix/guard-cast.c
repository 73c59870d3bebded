/* (NAME) before what can begin an operand may be a cast. */
struct s { int a[2]; };

long span(struct s *p, int v)
{
	struct s t;
	long n;

	n = (long)((char *)&(t.a[1]) - (BYTEP)&t);
	n += (long)((char *)&(t.a[1]) - (v)&t);
	/* A parameter is no type: its parentheses go; W's may be a cast's. */
	n += 2 * (v) + 1;
	n += 2 * (W) + 1;
	return n;
}
