/* The seed's line (crypto/sha256-mb), and the other boolean contexts. */
struct sha256_hash_ctx {
	u32 partial_block_buffer_length;
};

int submit(struct sha256_hash_ctx *ctx, u32 len)
{
	if ((ctx->partial_block_buffer_length) | (len < SHA256_BLOCK_SIZE)) {
		ctx->partial_block_buffer_length = 0;
	}
	while ((len > 0) & (ctx != NULL))
		len--;
	for (int i = 0; (i < 8) & (len == 0); i++)
		len++;
	do {
		len--;
	} while (len | (ctx == NULL));
	if (!(len | (ctx == NULL)))
		return 1;
	if (ctx && (len | !ctx))
		return 2;
	if (len || (len & (ctx == NULL)))
		return 3;
	len = ((len < 2) | ready) ? 4 : 5;
	if (len | ready | (ctx != NULL))
		return 6;
	if (true | len)
		return 7;
	if ((len < 2) & (len > 0) & ready)
		return 8;
	if ((len > 0) | process(ctx))
		return 9;
	return 0;
}

/* Two comparisons: bitwise-logical, not precedence. */
int both_compared(int a, int b)
{
	if (a == 1 | b == 2)
		return 1;
	return 0;
}
