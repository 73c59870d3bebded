static int speed_index(int speed)
{
	static const int table[] = {
		10, 100, 1000,
};
	int i;

	for (i = 0; i < 3; i++) {
		if (table[i] == speed)
			return i;
	}
	return -1;
}

#if 0
	while (left_between_functions) {
		x = 1;
	}
	switch (left_between_functions) {
	default:
		break;
	}
#endif

static int after(void) {
	return 0;
}
