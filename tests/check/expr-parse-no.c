/* Constructs the parser must take in its stride, with nothing to report. */
#include <linux/kernel.h>
#define BIT_MASK(n) (1UL << ((n) % BITS_PER_LONG))
#define STR(x) #x
#define CAT(a, b) a##b
#define FOR_EACH(i) for (i = 0; i < 10; i++)
typedef struct { int a; } pair_t;

static DEFINE_SPINLOCK(lock);
static int table[] = { [0 ... 3] = 1, [4] = 2 };
static const struct ops ops __read_mostly = { .open = open_fn, };

int __init setup(int argc, char **argv)
{
	pair_t p = (pair_t){ .a = 1 };
	int n = sizeof(pair_t) + __alignof__(int);
	unsigned long flags;

	asm volatile("nop" : : : "memory");
	spin_lock_irqsave(&lock, flags);
	FOR_EACH(n) {
		if (argc & BIT_MASK(n))
			continue;
	}
#ifdef CONFIG_FOO
	if (argc > 1) {
#else
	if (argc > 2) {
#endif
		n = va_arg(ap, int);
	}
	n = (int)p.a ? : 3;
	n = _Generic(n, int: 1, default: 0);
	goto out;
out:
	return n ? table[0] : offsetof(struct ops, open);
}
