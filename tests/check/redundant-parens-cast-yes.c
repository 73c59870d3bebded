/* A variable in scope is no type: its parentheses are redundant. */
int total;

int sizes(int len, char *p)
{
	int i, height;

	height = len;
	i = 2 * (height) + 1;
	i += 4 - (len) - 1;
	i += (total) * *p;
	return i;
}
