// A line comment.
int a; // A trailing line comment.
