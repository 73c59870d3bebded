/*
	if (x)
		y = 1;
	z();
*/
int y;

/* Old code, kept for reference:
#include <old.h>
#define OLD_SIZE 4
	old_init(); */
