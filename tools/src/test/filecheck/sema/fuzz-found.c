// Ill-formed declarations and expressions the fuzzer (docs/fuzz.md) found getting past Sema into
// code generation; each is now a clang-shaped error and exit status 1.
// RUN: not jcirc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal
// RUN: not jcirc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal
#include <stdarg.h>

void fn(void);
struct Incomplete;
int subscripts(int i, struct Incomplete *p) {
    fn[i];
// CHECK: fuzz-found.c:[[@LINE-1]]:5: error: subscript of pointer to function type 'void (void)'
    p[1];
// CHECK: fuzz-found.c:[[@LINE-1]]:5: error: subscript of pointer to incomplete type 'struct Incomplete'
    return 0;
}

int void_param(void x);
// CHECK: fuzz-found.c:[[@LINE-1]]:16: error: argument may not have 'void' type
int void_second(int, void);
// CHECK: fuzz-found.c:[[@LINE-1]]:22: error: 'void' must be the first and only parameter if specified

struct Flex { int n; char s[]; };
struct Flex flex_top = { 1, "ab" };   // fine: GNU, a static object grows (ctest 822)
struct Flex flex_empty = { 1 };       // fine
void flex_local(void) { struct Flex l = { 2, "cd" }; }
// CHECK: fuzz-found.c:[[@LINE-1]]:46: error: non-static initialization of a flexible array member

struct Huge { short buf[(1L << 62) + 256]; int a; };
// CHECK: fuzz-found.c:[[@LINE-1]]:25: error: array is too large (4611686018427388160 elements)

int va(int n, ...) {
    int x = 0;
    va_start(x, n);
// CHECK: fuzz-found.c:[[@LINE-1]]:14: error: incompatible integer to pointer conversion passing 'int' to parameter of type 'struct __va_list_tag *'
    return n;
}
int defined_here = 1;
extern int b __attribute__((alias()));
// CHECK: fuzz-found.c:[[@LINE-1]]:29: error: 'alias' attribute takes one argument
extern int c __attribute__((alias("nowhere")));
// CHECK: fuzz-found.c:[[@LINE-1]]:29: error: alias must point to a defined variable or function
extern int d __attribute__((alias("defined_here")));   // fine
// (checked when the translation unit ends, so reported last)
// CHECK: 9 errors generated.
