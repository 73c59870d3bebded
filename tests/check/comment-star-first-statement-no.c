void f(int dev)
{
/*	read_reg(dev, BASE, 1);
					always 0x40 on this part */
	dev++;
/*	#define OLD_BASE 0x40
	with a note after it */
	dev--;
}
