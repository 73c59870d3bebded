/*
 * Symmetry needs a computation beside the pair: plain operands
 * parenthesized alike are all noise; a comparison's pair is written for
 * another reason than the plain operand's, and so is a pair grouping
 * one condition of '&&'.
 */
static int test(struct ctx *ctx, int a, int b, unsigned int len)
{
	int x = (a) | (b);

	if ((ctx->flags) && (len < 4))
		x++;
	if ((ctx->ready) && (a || b))
		x++;
	x = (a << 2) + 1 | (b);
	return x;
}
