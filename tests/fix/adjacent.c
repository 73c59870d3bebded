/* Two removals side by side wait for separate rounds: no joined words. */
int f(int pte)
{
	return((pte_get_bits(pte, 1)) &&
	       !(pte_get_bits(pte, 2)));
}
