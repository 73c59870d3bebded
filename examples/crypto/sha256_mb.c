// SPDX-License-Identifier: MIT
/*
 * The condition a kernel patch of 2016 mended ("crypto: sha256-mb -
 * cleanup a || vs | typo"), as it stood before: "uniform fix" makes
 * the same change.
 */
#define BLOCK_SIZE 64

struct hash_ctx {
	unsigned int partial_length;
};

int needs_copy(const struct hash_ctx *ctx, unsigned int len)
{
	if ((ctx->partial_length) | (len < BLOCK_SIZE))
		return 1;
	return 0;
}
