/* Three elses say nothing of a practice: nothing is asked. */
int sign(int x)
{
	if (x < 0) {
		x = -1;
	}
	else {
		x = 1;
	}
	if (x > 10) {
		x = 10;
	}
	else if (x < -10) {
		x = -10;
	} else {
		x = 0;
	}
	return x;
}
