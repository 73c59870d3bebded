int own_line(void)
{
	return 0;
}

int same_line(void) {
	return 0;
}

static void __attribute__((unused)) attributed(int a)
{
}

struct s { int a; };
int a[] = { 1, 2 };
struct s v = (struct s){ 1 };
static inline void stub(void) { }
define_machine(board) {
	.name = "board",
};
TRACE_EVENT(ev, TP_fast_assign(if (x) {
	y = 1;
}));
if (left_between_functions) {
	x = 1;
}
int same_line_after_utf8(void) /* naïve */ {
	return 0;
}
