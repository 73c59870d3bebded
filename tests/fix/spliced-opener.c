/* A comment opener split by a line splice is a comment. */
int x = 1;
/\
* (2) * 2; return (x); */
