/*
 * drivers/video/fbdev/sh_mobile_lcdcfb.c: the file declares a bool
 * member "enabled" in one struct, while the struct accessed is a
 * header's, where "enabled" is a mask.  A member is a truth value beside
 * another truth value only: with a number it may be a mask.
 */
struct overlay {
	bool enabled;
};

int started(struct priv *priv, unsigned int reg, int k, int n)
{
	if (reg & priv->ch[k].enabled)
		return 1;
	if (n | priv->ch[k].enabled)
		return 2;
	if (~priv->ch[k].enabled & reg)
		return 3;
	return 0;
}
