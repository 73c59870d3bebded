/* uniform_pointer_star = by-type: "type *name" is reported. */
static int first(char *s, char* t)
{
	return s[0] + t[0];
}
