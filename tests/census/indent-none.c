/*
 * A comment's continuation lines, a string's, a directive's:
 *	none is a place.
 */
#define X(a) \
	((a) + 1)
static const char *s = "abc\
  def";
int x;
  /* a comment first */ int y;
#ifdef A
  #define B 1
#endif

static int g(void)
{
out:
 err:
return 0;
}
