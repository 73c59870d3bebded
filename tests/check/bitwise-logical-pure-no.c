/*
 * The same with calls of other functions as operands: they may do work,
 * which '&&' and '||' would skip (bitwise-effects' business).  A call
 * compared or negated gives a truth value, and is bitwise-logical's (see
 * bitwise-logical-truth-call-yes.c).
 */
int braces(char **input, int i, int conc)
{
	if ((conc > 0) & (input[i][my_strlen(input[i]) - 1] = '}'))
		return 1;
	if ((i > 0) | str_cmp(input[i], "{"))
		return 2;
	return 0;
}
