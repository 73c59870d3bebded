#define X_START		0x1	/* write 0 to start,
				   read to stop */
#define X_FLAGS		0x2	/* the flags,
				   one bit each
				 */
