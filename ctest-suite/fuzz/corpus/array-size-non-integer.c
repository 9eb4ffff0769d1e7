// An array size of non-integer type (was: NegativeArraySizeException in code generation; fuzz seed 7,
// mutant 6704 of pr86714.c: `const char a[2]["123xaa"] = {...}`). clang's error.
// EXPECT: error: size of array has non-integer type 'char[7]'
// EXPECT: error: size of array has non-integer type 'double'
const char a[2]["123xaa"] = { "1234", "xyz" };
void f(void) { char c[1.5]; (void)c; }
