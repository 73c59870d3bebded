/*
 * Code put out of use with "#if 0" keeps its comments as they were:
 * nobody restyles dead code.
 */
int a;

#if 0
/* An old note,
   kept with the code around it. */
static int old(void)
{
	return 1;
}
#endif

#ifdef CONFIG_X
#if 0 /* also nested */
/* Another old note,
   in a nested block. */
#endif
#endif
