/*
 * The same with calls of other functions: they may do work, which '&&'
 * and '||' would skip (bitwise-effects' business).
 */
int braces(char **input, int i, int conc)
{
	if ((conc) & (input[i][my_strlen(input[i]) - 1] == '}'))
		return 1;
	if ((i > 0) | !str_cmp(input[i], "{"))
		return 2;
	return 0;
}
