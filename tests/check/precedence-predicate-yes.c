/* A call whose name only holds the letters of a question is no truth value. */
int count(const struct map *m, int x)
{
	if (!x == map_size(m))
		return 1;
	if (!x == this_one(m))
		return 2;
	if (!x == island(m))
		return 3;
	return !x != thesis(m);
}
