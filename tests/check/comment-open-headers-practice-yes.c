/*
 * Customary 0.
 */
int v0;

/*
 * Customary 1.
 */
int v1;

/*
 * Customary 2.
 */
int v2;

/*
 * Customary 3.
 */
int v3;

/*
 * Customary 4.
 */
int v4;

/*
 * Customary 5.
 */
int v5;

/* f0: the function's header,
 * written net-style as all are.
 */
int f0(int a)
{
	return a;
}

/*
 * g0: a customary header.
 */
int g0(int a)
{
	return a;
}

/*
 * g1: a customary header.
 */
int g1(int a)
{
	return a;
}

/*
 * g2: a customary header.
 */
int g2(int a)
{
	return a;
}

