/*
 * An attribute after the stars is no declarator's name: the blank
 * before it is no choice of the stars'.
 */
void * __weak arch_alloc(unsigned long size)
{
	struct item * __maybe_unused it;

	return NULL;
}

struct table * __net_init table_init(struct net *net);
struct queue * __must_check queue_get(struct queue *q);
struct task * __init __weak idle_task(int cpu);
struct kobj * __init_or_module
find_kobj(const char *name);
const struct ops * __attribute_const__ ops_of(int id);
void swap_ops(const struct ops **slot, const struct ops *ops)
{
	xchg((const struct ops ** __force)&slot[0], ops);
}
