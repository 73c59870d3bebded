/* Parentheses that protect, group, or follow an idiom. */
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define SQUARE(x) ((x) * (x))

int kept(struct ctx *ctx, int a, int b, int c)
{
	int x;

	if ((x = next(ctx)))
		return x;
	while ((c = getc(ctx)) != EOF)
		x++;
	x = (a + b) * c;
	x = (a < b) && (b < c);
	x = (int)a + 1;
	x = sizeof(a) + 1;
	x = f((a, b));
	x = (a) ? b : c;
	x = -(a);
	return x + (a << 2);
}

/* "(name) - 1" may be a cast of -1 to a type declared elsewhere. */
int maybe_casts(int a)
{
	return a + ((hrt_address) - 1) + ((dma_addr) * p);
}
