/*
 * json: write JSON values into a Buf.
 */
#ifndef UNIFORM_JSON_H
#define UNIFORM_JSON_H

#include "buf.h"

/*
 * A string as a JSON string: quotes, escapes, and every byte that is not
 * valid UTF-8 replaced by U+FFFD, so the document is always valid.
 */
void json_string(Buf *out, const char *s);

#endif
