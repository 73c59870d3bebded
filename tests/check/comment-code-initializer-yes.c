static const struct id ids[] = {
/*	{ Boards of the first series take
		the slow clock; see the table below. */
	{	VENDOR_ONE, DEVICE_TWO,
		0x1208, 0x0004, 0, 0,
		board_four },
/*	{ A note, not a row:
		its braces do not balance
		VENDOR_ONE, DEVICE_THREE } } */
	{ 0 }
};
