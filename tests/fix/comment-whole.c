/*
   This file writes its comments without stars, as zlib does: its
   openers and closers alone on their lines, its text in a column.
 */
int a;

/*
   Second, written
   the same way.
 */
int b;

/*
   Third, written
   the same way.
 */
int c;

/*
   Fourth, written
   the same way.
 */
int d;

/* A few start on the opener's line; left as they are, since a fix of
   the opener and the closer alone would leave the lines without stars. */
int e;

/* A table keeps its columns, and its opener:
 * | mode | meaning |
   | 0    | off     |
   | 1    | on      |
   | 2    | both    | */
int f;
