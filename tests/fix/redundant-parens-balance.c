#include <assert.h>

struct stream {
	int pos;
};

int overlap(int mode);

void open_stream(struct stream *st, const char *name, const char *fd, int mode)
{
	if (st && mode && name && st->pos)
		st->pos = 0;
	assert(!((name) && (fd)));
	if ((fd) && st->pos > 0)
		st->pos--;
	if (name || mode || st)
		st->pos++;
	if ((fd) && mode)
		st->pos++;
	if ((overlap(mode)) && (st->pos == 2))
		st->pos++;
	st->pos = (mode) + 1;
}
