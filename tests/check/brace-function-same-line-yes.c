/* uniform_brace_function = same-line: the brace goes up. */
static int answer(void)
{
	return 42;
}
