/* else on the line after the brace; with a comment between, no fix. */
static int sign(int x)
{
	if (x < 0) {
		return -1;
	}
	else if (x > 0) {
		return 1;
	} /* zero */
	else {
		return 0;
	}
}
