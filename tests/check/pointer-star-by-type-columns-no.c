/*
 * by-type asks nothing of a line of several declarators ("char* a, *b"
 * misreads: b is no pointer) nor of a column padded to line names up.
 */
struct kstat;

void f(struct kstat* k)
{
	char *procargs, *sp, *np;
	struct kstat        *cur_kstat;
	int                 *count;

	(void)procargs;
	(void)sp;
	(void)np;
	(void)cur_kstat;
	(void)count;
	(void)k;
}
