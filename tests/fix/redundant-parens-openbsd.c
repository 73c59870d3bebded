/* The OpenBSD style keeps its return (x); a doubled pair still goes. */
static int
node_cmp(const struct node *a, const struct node *b)
{
	if ((a->id < b->id))
		return (-1);
	if (a->id > b->id)
		return (1);
	return (0);
}
