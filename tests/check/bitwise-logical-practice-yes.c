/*
 * Three joins of truth values are no practice yet, and joins with an
 * operand that is no truth value never count: each is reported.
 */
int slips(unsigned int len, const void *ctx, int a, int b)
{
	if ((a < b) & (b < 3))
		return 1;
	if ((a > 0) | (b > 0))
		return 2;
	if ((a == 4) & (b != 4))
		return 3;
	if (len | (ctx == NULL))
		return 4;
	if (len & (a == 1))
		return 5;
	if ((b < 0) | len)
		return 6;
	return 0;
}
