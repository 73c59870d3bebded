/* The kernel's forms: the brace down, the else up. */
static int sign(int x) {
	if (x < 0) {
		return -1;
	}
	else {
		return 1;
	}
}
