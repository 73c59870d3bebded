/*
 * Three comments, all closing on their text line: the file's way. */
int a;

/*
 * The second. */
int b;

/*
 * The third. */
int c;
