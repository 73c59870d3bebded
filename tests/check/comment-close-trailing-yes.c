/* write 0 to start,
   read to stop */
#define X_START		0x1
