/*
 * Only a term written like its neighbour counts: another operator after
 * the neighbour's pair, or a neighbour's pair that changes nothing
 * either, keeps nothing.
 */
unsigned int version(const unsigned char *args)
{
	return (args[1]) << 24 | (args[3] - '0') + 16 |
	       (args[4]) << 8 | (args[5]) << 0;
}

/* The file's habit is the bare operand. */
unsigned int bare(const unsigned char *args)
{
	return args[6] << 24 | args[7] << 16 | args[8] << 8 | args[9] |
	       args[10] << 24 | args[11] << 16 | args[12] << 8 | args[13];
}
