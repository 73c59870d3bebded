/* Lines over max_line_length = 40, tabs to 8 columns. */
int answer(int first_argument, int second_argument);

int f(int a)
{
				return a + 1 + 2 + 3 + 4;
}
