FIXTURE(user) {
	int fd;
	char *name;
};

FIXTURE_SETUP(user) {
	self->fd = open_dev();
};

enum CONCAT(FAMILY, ids) {
	FIRST,
};

FIXTURE_VARIANT(user)
{
	int expected;
};

static int after(void)
{
	return 0;
}
