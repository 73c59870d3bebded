/* Redundant parentheses go; a blank stays where words would join. */
int g(struct ctx *ctx, int len, int *v)
{
	int x = 1 + (len);

	x = (ctx->length) * 2 + (v[1]);
	x = ((len + 1));
	if ((x == 3))
		return(x);
	if ((x = len))
		return x;
	if (x < 0)
		return -x;
	if (x > 9)
		return 9;
	if (!v)
		return 0;
	return (len + x);
}
