/* Aligned columns keep their parentheses; a plain pair elsewhere goes. */
static void mix(u32 *out, const u32 *in, const u32 *key, int n)
{
	out[0] = S0[(in[0] >> 24)       ] ^
		 S1[(in[1] >> 16) & 0xff] ^
		 S2[(in[2] >>  8) & 0xff] ^
		 S3[(in[3]      ) & 0xff] ^ key[0];
	out[1] = (key[1]) + n;
}
