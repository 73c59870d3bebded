/* '~' on a truth value is -1 or -2: never 0. */
int complement(int a, int b, bool ready)
{
	bool done = a > b;

	if (~(a < b))
		return 1;
	if (~!a)
		return 2;
	if (~done)
		return 3;
	return ~ready;
}
