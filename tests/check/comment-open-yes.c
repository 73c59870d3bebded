/* Text on the first line
 * of a multi-line comment.
 */
int a;

	/* Indented, text on the first line,
	 * still a finding.
	 */
int b; /* A trailing comment that goes
	* on to the next line. */
