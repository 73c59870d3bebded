/* uniform_max_identifier_length = 40: these names are fine. */
struct ctx {
	u32 partial_block_buffer_length;
};
