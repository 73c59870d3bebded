/*
 * A file that puts the operands of '&&' and '||' in parentheses,
 * names, members and calls alike (brcmfmac's flowring.c): its style.
 */
struct flow {
	int tdls;
	int active;
};

int is_multicast(const unsigned char *da);

int pick(struct flow *flow, const unsigned char *da, int sta)
{
	if ((!sta) && (is_multicast(da)))
		return 1;
	if ((sta) && (flow->tdls) && (flow->active))
		return 2;
	if ((flow->tdls) || (sta))
		return 3;
	if (sta && flow->active)
		return 4;
	return 0;
}
