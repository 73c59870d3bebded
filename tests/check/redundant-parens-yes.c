/* Parentheses that change nothing. */
int noise(struct ctx *ctx, int len, int *v, int i)
{
	int x = 1 + (len);

	x = (ctx->length) * 2;
	x = v[i] + (v[i + 1]);
	x = (f(len)) - (3);
	x = ((len + 1));
	if ((x == 3))
		return (x);
	while ((len > 0))
		len--;
	return (len + x);
}
