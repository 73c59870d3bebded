#define DEV_CRT 1
#define DEV_LCD 2
#define DEV_TV 4

int which(int devices, int mask)
{
	if (devices & (DEV_CRT))
		return 1;
	if (devices & DEV_LCD)
		return 2;
	if (devices & DEV_TV)
		return 3;
	if (devices & DEV_CRT)
		return 4;
	return (mask & (0xff)) | (mask & (0xf0)) | (mask & (0x0f));
}
