struct req {
	int state;	/* where the request is: queued,
			   running or done */
	int tag;	/* the tag, chosen by the driver
			   when it starts the request;
			     indented further: a sub-list
			 */
};
