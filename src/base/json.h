/*
 * json: write JSON values into a Buf.
 */
#ifndef UNIFORM_JSON_H
#define UNIFORM_JSON_H

#include "base/buf.h"

/*
 * A string as a JSON string: quotes, escapes, and every byte that is not
 * valid UTF-8 replaced by U+FFFD, so the document is always valid.
 */
void json_string(Buf *out, const char *s);
/*
 * The length of the valid UTF-8 sequence at s (1 to 4), or 0; for other
 * writers of text that must be UTF-8 (SVG).
 */
int json_utf8_len(const unsigned char *s);

#endif
