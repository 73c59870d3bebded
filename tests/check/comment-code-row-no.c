/*
 * Rows of a table put out of use keep their shape as code.
 */
struct id {
	int vendor, device, data;
};

static const struct id ids[] = {
/*	{ 0x1234, 0x5678,
		0 }, */
	{ 1, 2, 3 },
};

/* unsigned long long val; */
/*
	int old_value;
*/
int c;
