/* A comparison with 0 or NULL joined by '&': '&&' was meant. */
int walk(const char *p, const struct node *n)
{
	while (p != 0 & *p)
		p++;
	if (n != NULL & n->next)
		return 1;
	return 0;
}
