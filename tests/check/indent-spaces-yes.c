/* uniform_indent = spaces: a tab is reported, the mix too. */
int f(int a)
{
    int x = a;
	x++;
    	x++;
    return x;
}
