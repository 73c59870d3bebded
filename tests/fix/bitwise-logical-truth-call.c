int parse(const char *cmd, int n)
{
	if ((name_cmp(cmd, "start") == 0) | (name_cmp(cmd, "go") == 0))
		return 1;
	if ((n > 0) | (n < -4))
		return 2;
	return 0;
}
