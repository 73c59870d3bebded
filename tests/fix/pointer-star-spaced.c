/* uniform_pointer_star = spaced: a blank either side of the stars. */
static int first(char *s, char* t, char **u)
{
	return s[0] + t[0] + u[0][0];
}
