/*
 * Continuation lines where tabs are wanted: tabs then fewer than 8
 * spaces, or fewer than 8 spaces alone, are alignment; an initializer's
 * and an enum's elements are continuation lines too.
 */
static const unsigned char table[8] = {
  0, 1, 2, 3,
  4, 5, 6, 7,
};

enum colour {
    RED,
    GREEN,
};

int
evbuffer_remove(struct evbuffer *src, struct evbuffer *dst,
    size_t datlen)
{
	if (datlen > 4 &&
	    src != dst)
		return call(src,
			    dst);
	return 0;
}
