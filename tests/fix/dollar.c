/* A "$" is part of a name (GNU C): "return($)" keeps a blank. */
int f(void)
{
	return($);
}
