/* Precedence traps and long names have no automatic fix. */
int h(unsigned int flags, struct sg_io_hdr *hdr)
{
	int a_local_variable_with_a_long_name = 0;

	if (!hdr->info & SG_INFO_CHECK)
		return 1;
	return flags & MASK == 0;
}
