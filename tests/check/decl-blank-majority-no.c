/* Twenty blocks without the blank line: the practice wants none. */
int f1(int a)
{
	int b = a + 1;
	return b;
}

int f2(int a)
{
	int b = a + 2;
	return b;
}

int f3(int a)
{
	int b = a + 3;
	return b;
}

int f4(int a)
{
	int b = a + 4;
	return b;
}

int f5(int a)
{
	int b = a + 5;
	return b;
}

int f6(int a)
{
	int b = a + 6;
	return b;
}

int f7(int a)
{
	int b = a + 7;
	return b;
}

int f8(int a)
{
	int b = a + 8;
	return b;
}

int f9(int a)
{
	int b = a + 9;
	return b;
}

int f10(int a)
{
	int b = a + 10;
	return b;
}

int f11(int a)
{
	int b = a + 11;
	return b;
}

int f12(int a)
{
	int b = a + 12;
	return b;
}

int f13(int a)
{
	int b = a + 13;
	return b;
}

int f14(int a)
{
	int b = a + 14;
	return b;
}

int f15(int a)
{
	int b = a + 15;
	return b;
}

int f16(int a)
{
	int b = a + 16;
	return b;
}

int f17(int a)
{
	int b = a + 17;
	return b;
}

int f18(int a)
{
	int b = a + 18;
	return b;
}

int f19(int a)
{
	int b = a + 19;
	return b;
}

int f20(int a)
{
	int b = a + 20;
	return b;
}

