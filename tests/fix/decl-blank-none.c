int twice(int a)
{
	int b = a * 2;


	return b;
}

int note(int a)
{
	int b = a;

	/* the comment stays */
	return b;
}

int described(int a)
{
	int b = a;
	/* b is the declarations' */

	return b;
}
