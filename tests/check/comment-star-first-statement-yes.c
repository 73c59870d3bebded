void f(int dev)
{
/*	read_reg(dev, BASE, 1) is not needed:
					it always reads 0x40 on this part */
	dev++;
}
