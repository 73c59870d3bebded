/* uniform_return_parens = remove: return (x) is reported whatever the file does. */
static int
flag_get(const struct flags *f, int bit)
{
	if (bit < 0 || bit >= f->n)
		return (-1);
	return (f->bits[bit]);
}
