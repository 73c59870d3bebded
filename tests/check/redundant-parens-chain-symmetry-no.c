/*
 * A file that writes every operand of its conditions in parentheses
 * when one of them is more than a plain operand keeps the pair around a
 * call, a name, a member access or a literal for the symmetry, in a
 * chain of two or more, of '&&' or '||' anywhere and of '&' or '|' in a
 * condition.
 */
struct node {
	int ready, done, n;
	struct node *next;
};

int overlap(unsigned a, unsigned b);

int match(const unsigned *p, const unsigned *q, unsigned a, unsigned b,
	  struct node *s)
{
	if (a && b && s && q && p)
		return 0;
	if (s->ready || s->done || s->n || s->next)
		return 0;
	if ((overlap(a, b)) && (p[0] == q[0]))
		return 1;
	if ((a) || (b != 4) || (s->n > 2))
		return 2;
	if (((overlap(a, b)) & (b > 0)) && (p[1] == q[1]))
		return 3;
	while ((s->ready) && (!s->done))
		s = s->next;
	if ((b > 2) | (a))
		return 4;
	return (b > 2) && (8);
}
