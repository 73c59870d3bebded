/*
 * Where tabs are wanted without the linux preset, a continuation line
 * aligns with spaces as far as it takes, after the statement's tabs or
 * alone (haproxy's guide: tabs indent, spaces align); only a space
 * before a tab is reported.
 */
int http_header_match2(const char *hdr, const char *end,
                       const char *name, int len)
{
	if ((len < end - hdr) &&
	    (hdr[len] == ':') &&
	    (strncasecmp(hdr, name, len) == 0))
		return call(hdr,
		                  name);
	return call(end,
	 	    name);
}
