// before
/* never closed
 * at all
