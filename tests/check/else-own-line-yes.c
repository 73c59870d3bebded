/* uniform_else = own-line: the else goes down, indented as the brace. */
static int sign(int x)
{
	if (x < 0) {
		return -1;
	} else {
		return 1;
	}
}
