/*
 * Which lines are places of indent: those that begin a statement or a
 * declaration (after a ;, a block's brace, a label, else, do, the
 * condition of an if), and the braces of blocks; not a continuation
 * line, nor the elements of an initializer or an enum.
 */
enum e {
  E_A,
  E_B,
};
static const int t[] = {
  1, 2,
  3, 4,
};
struct s {
	int a;
	int b;
};
int f(int x, struct s *p)
{
	struct s y = {
	    .a = 1,
	};
	for (x = 0;
	     x < 4;
	     x++)
		y.a += x;
	switch (x) {
	case 1:
		x = 2 ?
		    3 :
		    4;
		break;
	}
	if (x)
		return (struct s){ 1,
		    2 }.a;
	else
		x++;
	do
		x--;
	while (x > 8);
	return ({ int z = 1;
		z; }) + p->a;
}
