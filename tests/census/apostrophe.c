#error this isn't a string /* but this is a comment */
#if 0
We don't compile this; it's prose.
/* a comment inside #if 0 still counts */
#endif
int n = 1'000'000; /* digit separators */
int m = 0x1'ff; // hex with a separator
char u = u8'x'; /* a u8 character literal */
