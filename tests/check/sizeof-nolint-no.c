/* A finding of sizeof silenced by NOLINT(sizeof). */
static unsigned long size(int n)
{
	return sizeof n; /* NOLINT(sizeof) */
}
