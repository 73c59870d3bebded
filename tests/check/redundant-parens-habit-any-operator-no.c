/*
 * The same operand that this file writes in parentheses each time,
 * beside '&', '|' and '&' again (as patch_si3054.c writes
 * "(GET_REG(codec, reg))"): one habit, whatever the operator; the
 * file's other calls beside those operators are bare.
 */
int get_reg(int codec, int reg);
void set_reg(int codec, int reg, int v);

int get(int codec, int reg, int mask)
{
	return (get_reg(codec, reg)) & mask ? 1 : 0;
}

void put(int codec, int reg, int mask, int on)
{
	if (on)
		set_reg(codec, reg, (get_reg(codec, reg)) | mask);
	else
		set_reg(codec, reg, (get_reg(codec, reg)) & ~mask);
}

int others(int codec, int mask)
{
	return (get_reg(codec, 1) & mask) + (get_reg(codec, 2) & mask) +
	       (get_reg(codec, 3) | mask) + (get_reg(codec, 4) | mask) +
	       (get_reg(codec, 5) & mask) + (get_reg(codec, 6) | mask) +
	       (get_reg(codec, 7) & mask) + (get_reg(codec, 8) | mask);
}
