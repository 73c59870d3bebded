#include <stddef.h>

/* After an include: not the file's banner,
 * Copyright words or not. */
int a;
