/*
 * A name alone in the parentheses is a place only where the file
 * declares it or uses it as a value; else it may be a type from a
 * header (Elf64_Ehdr, ulong) or a macro's parameter.
 */
#define COPY_OUT(type, p) memcpy(out, p, sizeof(type))

static int f(struct foo *p, int n, ...)
{
	struct udphdr *uh, _uh;
	char buf[16];
	int len = n;

	uh = skb_header_pointer(skb, 0, sizeof(_uh), &_uh);
	memcpy(buf, p, sizeof(buf));
	memset(&req, 0, sizeof(req));
	return sizeof(len) + sizeof(n) + sizeof(Elf64_Ehdr) + sizeof(ulong);
}
