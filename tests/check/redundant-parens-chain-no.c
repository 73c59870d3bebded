/*
 * A term of a chain written like the terms beside it, whose pairs are
 * needed: "(a) << 24 | (b - '0') << 16" keeps the pair around a.
 */
unsigned int version(const unsigned char *args)
{
	return (args[1]) << 24 | (args[3] - '0') << 16 |
	       (args[4] - '0') << 8 | (args[5]) << 0;
}
