struct fmt {
	int width;	/* min. # of columns,
			   padded with blanks */
	int precision;	/* min. # of digits
			   number of chars */
};
