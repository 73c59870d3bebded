/* Cuddled, as the kernel writes it; an else after no brace is no place. */
static int sign(int x)
{
	if (x < 0) {
		return -1;
	} else if (x > 0)
		return 1;
	else
		return 0;
}
