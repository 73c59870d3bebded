/* The seed's line, both rules on, strict: the form the kernel adopted. */
static int submit(struct sha256_hash_ctx *ctx, u32 len)
{
	if ((ctx->partial_block_buffer_length) | (len < SHA256_BLOCK_SIZE)) {
		ctx->len = len;
	}
	return 0;
}
