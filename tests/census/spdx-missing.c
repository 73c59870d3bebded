/* No tag. */
int x;
