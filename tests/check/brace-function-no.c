/* The kernel's form; a body on one line is no place. */
static int answer(void)
{
	if (answer) {
		return 42;
	}
	return 0;
}

static inline void stub(void) { }
