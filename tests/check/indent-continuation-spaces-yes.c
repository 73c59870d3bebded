/* Where spaces are wanted, a tab on a continuation line is wrong too. */
int f(int a,
	int b)
{
    return a +
           b;
}
