/*
 * jsonread: a strict JSON reader, for reading back what uniform wrote.
 */
#ifndef UNIFORM_JSONREAD_H
#define UNIFORM_JSONREAD_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"

/* Deepest nesting of arrays and objects accepted. */
#define JSONREAD_MAX_DEPTH 64

typedef enum JsonType {
	JS_NULL, JS_FALSE, JS_TRUE, JS_NUMBER, JS_STRING, JS_ARRAY, JS_OBJECT,
} JsonType;

typedef struct JsonValue {
	JsonType type;
	unsigned line, col;	/* where it starts, 1-based */
	double num;		/* JS_NUMBER */
	bool is_count;		/* JS_NUMBER: digits only, fits count */
	unsigned long long count;	/* its value then */
	char *str;		/* JS_STRING: UTF-8, no NUL inside */
	struct JsonValue *item;	/* JS_ARRAY elements, JS_OBJECT values */
	char **key;		/* JS_OBJECT: the members' names */
	size_t n;		/* elements or members */
} JsonValue;

/*
 * Parse one JSON document (RFC 8259; nothing but blanks after it).
 * False with "LINE:COL: what is wrong" in err.
 */
bool jsonread_parse(const char *text, size_t len, JsonValue *out, Buf *err);
/* The member called key of an object, or NULL. */
const JsonValue *jsonread_get(const JsonValue *obj, const char *key);
void jsonread_free(JsonValue *v);

#endif
