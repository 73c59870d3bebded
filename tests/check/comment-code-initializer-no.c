static const struct id ids[] = {
/*	{	VENDOR_ONE, DEVICE_ONE,
		0x1402, 0x0002, 0, 0,
		board_two }, */
	{	VENDOR_ONE, DEVICE_TWO,
		0x1208, 0x0004, 0, 0,
		board_four },
/*
	{	VENDOR_ONE, DEVICE_THREE,
		0, 0, board_one }
 */
	{ 0 }
};
