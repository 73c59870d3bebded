/*
 * Functions defined the BSD KNF way, the type on a line of its own and
 * the name at the start of the next: the file follows style(9), which
 * asks for return (x), so a return (x) among bare ones is not reported.
 */
static int
open_nonblock(const char *path)
{
	int fd;

	if (path == NULL)
		return -1;
	if ((fd = open(path, O_RDONLY)) == -1)
		return (-1);
	if (set_nonblock(fd) == -1)
		return -1;
	return fd;
}

char *
path_copy(const char *path)
{
	if (path == NULL)
		return NULL;
	return (strdup(path));
}
