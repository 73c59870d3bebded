/* 20 bodies open on the declarator's line: the practice here. */
int f1(void) {
	return 1;
}

int f2(void) {
	return 2;
}

int f3(void) {
	return 3;
}

int f4(void) {
	return 4;
}

int f5(void) {
	return 5;
}

int f6(void) {
	return 6;
}

int f7(void) {
	return 7;
}

int f8(void) {
	return 8;
}

int f9(void) {
	return 9;
}

int f10(void) {
	return 10;
}

int f11(void) {
	return 11;
}

int f12(void) {
	return 12;
}

int f13(void) {
	return 13;
}

int f14(void) {
	return 14;
}

int f15(void) {
	return 15;
}

int f16(void) {
	return 16;
}

int f17(void) {
	return 17;
}

int f18(void) {
	return 18;
}

int f19(void) {
	return 19;
}

int f20(void) {
	return 20;
}

/* So this brace is out of step. */
int g(void)
{
	return 0;
}
