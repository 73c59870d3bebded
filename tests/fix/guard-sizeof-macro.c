/* An object-like macro is not one operand when it expands to more. */
#define len 4 + 4
#define one (4 + 4)
#define pair(x) x, x

int n(int x)
{
	int a = sizeof len;
	int b = sizeof one;
	int c = sizeof x;

	return a + b + c;
}
