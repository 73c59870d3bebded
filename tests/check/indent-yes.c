/*
 * Indentation: spaces, then a space before a tab, then 8 spaces after
 * a tab; alignment after tabs (under 8 spaces) is tabs.
 */
int f(int a,
      int b)
{
        int x = a;
 	int y = b;
	        x += y;
	return x +
	       y;
}
