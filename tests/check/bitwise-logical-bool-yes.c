/* Variables, parameters, members and functions the file declares bool. */
struct charger {
	bool online;
	unsigned int flags;
};

static bool charging(const struct charger *c);

/* drivers/power/supply/bq2515x_charger.c: three bool locals */
int charger_status(struct charger *c)
{
	bool status0_no_fault, status1_no_fault, ce_status;

	status0_no_fault = c->flags == 0;
	status1_no_fault = c->flags != 3;
	ce_status = c->online;
	if (status0_no_fault & status1_no_fault & ce_status)
		return 1;
	return 0;
}

/* The AMD DML files: two bool parameters */
static void get_surf_rq_param(int *p, bool is_chroma, bool is_alpha)
{
	if (is_chroma | is_alpha)
		*p = 1;
}

/*
 * A member beside a truth value, a function's value and a cast, each
 * beside an int
 */
int others(struct charger *c, int n)
{
	if ((n > 2) | c->online)
		return 1;
	if (charging(c) & n)
		return 2;
	if (n | (_Bool)c->flags)
		return 3;
	return 0;
}
