/*
 * The OpenBSD style writes return (x) throughout: the file's practice,
 * which a stray return x does not overturn.
 */
static int
node_cmp(const struct node *a, const struct node *b)
{
	if (a->id < b->id)
		return (-1);
	if (a->id > b->id)
		return (1);
	return (0);
}

static int
node_value(struct tree *t, int key)
{
	struct node *n;

	if ((n = node_find(t, key)) == NULL)
		return (-1);
	return (n->value);
}

static int
node_key(struct node *n)
{
	return n->id;
}
