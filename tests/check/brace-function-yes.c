/* A function's brace on the declarator's line: fixable. */
static int answer(void) {
	return 42;
}

/* Code after the brace on its line: reported, not moved. */
static int other(void) { int x = 1;
	return x;
}
