/*
 * Parentheses that line up a table's columns stay: a blank just inside
 * them, or a run of blanks beside them, is layout, and taking the pair
 * out would break the columns.
 */
static void mix(u32 *out, const u32 *in, const u32 *key)
{
	out[0] = S0[(in[0] >> 24)       ] ^
		 S1[(in[1] >> 16) & 0xff] ^
		 S2[(in[2] >>  8) & 0xff] ^
		 S3[(in[3]      ) & 0xff] ^ key[0];
	out[1] = (S4[(in[1] >> 24)       ] << 24) ^
		 (S4[(in[2] >>  8) & 0xff] <<  8) ^
		 (S4[(in[3]      ) & 0xff])       ^
		 key[1];
	out[2] = ((in[0]      ) | (in[1] << 26)) + key[2];
	out[3] = ((in[2] & 0xf800)      ) |
		 ((in[3] & 0xfc00) >>  5);
}
