/* 20 elses on a line of their own: the practice here. */
int f(int x)
{
	if (x == 1) {
		x++;
	}
	else {
		x--;
	}
	if (x == 2) {
		x++;
	}
	else {
		x--;
	}
	if (x == 3) {
		x++;
	}
	else {
		x--;
	}
	if (x == 4) {
		x++;
	}
	else {
		x--;
	}
	if (x == 5) {
		x++;
	}
	else {
		x--;
	}
	if (x == 6) {
		x++;
	}
	else {
		x--;
	}
	if (x == 7) {
		x++;
	}
	else {
		x--;
	}
	if (x == 8) {
		x++;
	}
	else {
		x--;
	}
	if (x == 9) {
		x++;
	}
	else {
		x--;
	}
	if (x == 10) {
		x++;
	}
	else {
		x--;
	}
	if (x == 11) {
		x++;
	}
	else {
		x--;
	}
	if (x == 12) {
		x++;
	}
	else {
		x--;
	}
	if (x == 13) {
		x++;
	}
	else {
		x--;
	}
	if (x == 14) {
		x++;
	}
	else {
		x--;
	}
	if (x == 15) {
		x++;
	}
	else {
		x--;
	}
	if (x == 16) {
		x++;
	}
	else {
		x--;
	}
	if (x == 17) {
		x++;
	}
	else {
		x--;
	}
	if (x == 18) {
		x++;
	}
	else {
		x--;
	}
	if (x == 19) {
		x++;
	}
	else {
		x--;
	}
	if (x == 20) {
		x++;
	}
	else {
		x--;
	}
	/* So this one is out of step. */
	if (x) {
		x = 0;
	} else {
		x = 1;
	}
	return x;
}
