/*
 * A file indented with tabs, one comment indented with spaces: the
 * lines the fixes rewrite take tabs too, so the patch is indented alike.
 */
int f(int a)
{
	if (a)
		return 1;
        /* the size field was mutated to hold the
         * length of the reply.  */
	return 0;
}

int g(int b)
{
	return b;
}
