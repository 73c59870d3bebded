/* Parentheses that change nothing. */
int noise(struct ctx *ctx, int len, int *v, int i)
{
	int x = 1 + (len);

	x = (ctx->length) * 2;
	x = v[i] + (v[i + 1]);
	x = (f(len)) - (3);
	x = ((len + 1));
	if ((x == 3))
		return (x);
	while ((len > 0))
		len--;
	if (x < 0)
		return -x;
	return len + x;
}

/*
 * Long operands are quoted up to the last whole token that fits, never
 * cut inside one: "||" must not read as "|", nor a character be split.
 */
int quoted(struct soc *soc_pm, int pm_mod, int standby, int élan)
{
	int x;

	if ((soc_pm->data.standby_mode == pm_mod || standby))
		return 1;
	x = ((soc_pm->data.standby_mode_in_use_no && standby));
	x = ((éééééééééééééééééééééééé + élan));
	return x;
}
