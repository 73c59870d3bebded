/* The same with bitwise-effects on: each is reported, with no fix. */
int t4_intr(struct adapter *adap, int n, int x, int y)
{
	/* drivers/net/ethernet/chelsio/cxgb4/sge.c:4224 */
	if (((adap->flags & CXGB4_MASTER_PF) && t4_slow_intr_handler(adap)) |
	    process_intrq(adap))
		return 1;
	if ((n > 0) & (--n > 3))
		return 2;
	if ((x == 0) | (y = next(y)))
		return 3;
	if ((x < 0) | process(x) | (y > 0))
		return 4;
	return 0;
}
