/* A file written in the net style throughout, with no convention
 * named anywhere: its practice is the convention, and nothing is
 * reported against it.
 */
int a;

/* The second net-style comment, and the
 * closers of both on their own lines.
 */
int b;

/**
 * c() - kernel-doc comments take no side.
 */
int c(void);
