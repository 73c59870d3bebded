/* else on the line after the brace; after a comment there, no finding. */
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
