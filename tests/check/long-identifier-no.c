/* Long names used but declared elsewhere; names at the limit. */
int short_names(struct ctx *ctx)
{
	int exactly_twenty_four_char = 24;

	return some_external_function_with_long_name(ctx->a_field_declared_elsewhere,
						     exactly_twenty_four_char);
}
