/*
 * A comment whose closer shares its line with code: starring the lines
 * above would leave the last one bare, half a fix, so there is none.
 */
int f(int a, int b)
{
	return a && (b ||
		/* While in theory this should apply, in practice
		   the compiler omits everything past the prolog.
		a < b && */  b == 0);
}

/* A lone line like that one in a file of starred comments. */
int g(void);

/* And a third
 * one, starred. */
int h(void);
