/*
 * Comments that share a line: the first one's closer line is left
 * alone, so that the second one does not move. */ /* Second
    * with its stars out of place.
      */ int x;
/*
   a closer followed by code */ int y;

static int f(void)
{
	return x + y;	/* the file is indented with tabs */
}
