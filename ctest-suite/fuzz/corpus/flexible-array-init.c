// Initializing a flexible array member (was: NegativeArraySizeException in code generation; a
// braced one at top level was silently dropped). A static struct's own flexible array member may
// be initialized (GNU; ctest 822); inside an array element it may not (gcc's error).
// EXPECT: error: initialization of flexible array member in a nested context
struct A { int a; char s[]; };
union { struct A x[31]; } c = { { { 2, "123456789012345678901234567890" } } };
struct A top = { 1, { 'a', 'b', 0 } };
