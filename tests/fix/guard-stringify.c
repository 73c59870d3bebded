/* What a macro stringifies keeps its spelling, blanks included. */
#define SHOW(x) printf("%s = %d\n", #x, (int)(x))
#define STR1(x) #x
#define STR(x) STR1(x)
#define GLUE(a, b) a##b

void show(int v, int a, int b, int c)
{
	char *p;

	SHOW(sizeof v);
	SHOW((a == b) && c);
	puts(STR((a == b) || c));
	GLUE(f, (a == b) && c);
	(void)sizeof v;
	(void)((a == b) && c);
}

void decl(void)
{
	SHOW(char* q);
	char* r;
}
