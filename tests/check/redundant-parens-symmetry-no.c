/*
 * A plain operand parenthesized like its neighbour, a computation or a
 * cast in parentheses across an operator or a comma, or a pair the
 * neighbour needs, keeps its pair for the symmetry; so does a call of a
 * parenthesized name (a cast, most likely), and the doubled pair that
 * marks an assignment.
 */
static u32 pack(const u8 *addr, u32 hi, u32 lo, u8 *s)
{
	u32 v;

	v = (hi << 8) | (lo);
	v = (0x32<<26)|(0x39);
	v = (lo) | (hi << 16) | (addr[2] << 8);
	v = (((u32)addr[4]) << 8) | (((u32)addr[5]));
	v = ((u8 *)addr - s) + (lo);
	mod_reg(s, 0x4a4, (0x1 << 13), (0x1) << 13);
	v |= ((u32) (*s++)) << 8;
	if (v && ((s = next(s))))
		v++;
	if ((ready(s)) != (hi && lo))
		v++;
	v |= (lo) | (hi ? 2 : 0);
	return v;
}
