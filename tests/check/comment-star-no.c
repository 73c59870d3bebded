/*
 * Stars aligned with spaces.
 */
	/*
	 * Stars aligned after a tab.
	 */
        /*
	 * A tab to column 9, then a space: aligned.
	 */
