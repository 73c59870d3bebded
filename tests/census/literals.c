const char *a = "/* not a comment */";
const char *b = "// nor this";
const char *c = "\\"; /* after an escaped backslash */
const char d = '\''; /* after an escaped quote */
const char *e = "\""; /* after an escaped double quote */
const char *f = L"/*" u"/*" U"/*" u8"/*"; // prefixed literals
const char g = '"'; /* a double quote in a character literal */
int h = '/*'; /* a multi-character constant */
