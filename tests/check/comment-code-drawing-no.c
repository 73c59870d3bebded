/*
 * Drawings and code put out of use are neither prose nor findings.
 */
int a;

/* The tree built for "x*":
	 *
	 |
	 x
*/
int b;

/* Layout:
   top
    |-- left
    `-- right */
int c;

int f(int x)
{
	/*
	if (x == 1)
	*/
	x++;
	/* when x is odd, nothing to do
	if (x & 1)
		return 1;
	*/
/*
	if ((x > 2 && x < 9)
	    || (x == 12)
	    || (x == 14))*/
	return x;
}

struct s {
	int n;
	/*
	uint8_t   name[];	** its name
	unsigned long size;	** its size
	*/
};
