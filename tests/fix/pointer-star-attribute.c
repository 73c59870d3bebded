void * __weak arch_alloc(unsigned long size);
struct table * __net_init table_init(struct net *net);
static struct res * __request_res(struct res *root);
char * name_of(int id);
char * __pool __read_mostly;
register void * __sp asm("r1");
