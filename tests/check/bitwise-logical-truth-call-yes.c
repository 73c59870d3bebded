/*
 * A call whose result is compared or negated gives a truth value: '||'
 * or '&&' was meant, and would skip the call, so no fix is offered.  A
 * call as the operand itself is bitwise-effects' (off by default), and
 * '!x & FLAG' is a precedence finding whatever x is.
 */
int parse(const char *cmd, struct queue *q, int pos, int n)
{
	if ((name_cmp(cmd, "start") == 0) | (name_cmp(cmd, "go") == 0))
		return 1;
	if (Q_ACTIVE & !queue_busy(q))
		return 2;
	if (ordered(pos) | !out_of_order(pos, n))
		return 3;
	if ((n > 0) | drain(q))
		return 4;
	if (!queue_busy(q) & Q_ACTIVE)
		return 5;
	return 0;
}
