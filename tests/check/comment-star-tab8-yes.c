	/*
     * aligned when a tab is 4 columns, not 8
	 */
