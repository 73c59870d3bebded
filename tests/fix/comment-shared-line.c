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

/*
 * The file's own practice, comment 1:
 * opener alone, stars aligned, closer alone.
 */
int practice_1;

/*
 * The file's own practice, comment 2:
 * opener alone, stars aligned, closer alone.
 */
int practice_2;

/*
 * The file's own practice, comment 3:
 * opener alone, stars aligned, closer alone.
 */
int practice_3;

/*
 * The file's own practice, comment 4:
 * opener alone, stars aligned, closer alone.
 */
int practice_4;

/*
 * The file's own practice, comment 5:
 * opener alone, stars aligned, closer alone.
 */
int practice_5;
