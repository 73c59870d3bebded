/*
 * Functions defined with the name on its type's line: no KNF, so the
 * file's bare majority decides, and its return (x) are reported.
 */
static long read_count(const struct counter *c)
{
	if (c == NULL)
		return -EINVAL;
	if (c->stopped)
		return (0);
	return c->value;
}

const char *counter_name(const struct counter *c)
{
	if (c == NULL)
		return NULL;
	if (c->name == NULL)
		return "anonymous";
	return (c->name);
}
