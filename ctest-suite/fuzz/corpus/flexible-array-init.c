// Initializing a flexible array member (was: NegativeArraySizeException in code generation; a
// braced one at top level was silently dropped).
// EXPECT: error: initialization of flexible array member is not allowed
// EXPECT: error: initialization of flexible array member is not supported
struct A { int a; char s[]; };
union { struct A x[31]; } c = { { { 2, "123456789012345678901234567890" } } };
struct A top = { 1, { 'a', 'b', 0 } };
