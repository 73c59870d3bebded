/*
 * table: render rows of cells as aligned text, CSV or Markdown.
 */
#ifndef UNIFORM_TABLE_H
#define UNIFORM_TABLE_H

#include "base/buf.h"

typedef enum TableFormat { TF_TEXT, TF_CSV, TF_MARKDOWN } TableFormat;

typedef struct Table {
	int ncols;		/* cells per row */
	char **cells;		/* row-major; row 0 is the header */
	int nrows, cap;		/* rows filled and allocated */
	int rule_before;	/* text: a rule above this row (0 = none) */
	int left;		/* leading columns aligned left (at least 1) */
	int left_last;		/* ... and trailing ones (0: none) */
} Table;

void table_init(Table *t, int ncols);
/* Append a row; cells are copied. */
void table_row(Table *t, const char *const *cells);
/*
 * The first t->left columns and the last t->left_last are left-aligned,
 * the others right-aligned.
 */
void table_render(const Table *t, TableFormat f, Buf *out);
void table_free(Table *t);

/* n with thousands separators ("1,234,567"), into buf of >= 32 bytes. */
char *table_thousands(char *buf, unsigned long long n);

#endif
