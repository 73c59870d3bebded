/*
 * A join of two comparisons grouped apart, in parentheses of its own or
 * as a call's argument, beside '&&' or '||': the writer chose both
 * operators, the bitwise one to test the cheap pair without a branch.
 */
#define likely(x) __builtin_expect(!!(x), 1)

int back(const char *ip, const char *anchor, const char *m, const char *low)
{
	int n = 0;

	while (((ip > anchor) & (m > low)) && (ip[-1] == m[-1])) {
		ip--;
		m--;
		n++;
	}
	if ((n == 0) || ((ip < anchor) | (m < low)))
		return -1;
	if ((n > 2) && likely((ip < m) & (m < low)))
		return 1;
	return n;
}
