/* A typedef that is no declaration must not stop the census. */
int a[typedef];
int n = sizeof(a);
