/* 10 and 10: a tie decides nothing. */
int f1(void) {
	return 1;
}

int g1(void)
{
	return 1;
}

int f2(void) {
	return 2;
}

int g2(void)
{
	return 2;
}

int f3(void) {
	return 3;
}

int g3(void)
{
	return 3;
}

int f4(void) {
	return 4;
}

int g4(void)
{
	return 4;
}

int f5(void) {
	return 5;
}

int g5(void)
{
	return 5;
}

int f6(void) {
	return 6;
}

int g6(void)
{
	return 6;
}

int f7(void) {
	return 7;
}

int g7(void)
{
	return 7;
}

int f8(void) {
	return 8;
}

int g8(void)
{
	return 8;
}

int f9(void) {
	return 9;
}

int g9(void)
{
	return 9;
}

int f10(void) {
	return 10;
}

int g10(void)
{
	return 10;
}

