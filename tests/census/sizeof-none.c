/* A type in the parentheses, or a name in capitals: no place. */
typedef struct { int a; } local_type;
typedef unsigned int counter;

static int f(void)
{
	return sizeof(int) + sizeof(struct foo) + sizeof(unsigned long) +
	       sizeof(const char *) + sizeof(foo_t) + sizeof(u32) +
	       sizeof(__le16) + sizeof(local_type) + sizeof(counter) +
	       sizeof(foo_t[4]) + sizeof(struct foo *) + sizeof(typeof(x)) +
	       sizeof(MACRO);
}
