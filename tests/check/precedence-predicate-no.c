/* A call that asks a question is a truth value: two of them compared. */
int agree(const struct map *m, int x)
{
	if (!map_first(m) == map_is_empty(m))
		return 1;
	if (!x != is_ready(m))
		return 2;
	if (!x == mapHasRoom(m))
		return 3;
	if (!x == can_sleep())
		return 4;
	return !x == isEmpty(m);
}
