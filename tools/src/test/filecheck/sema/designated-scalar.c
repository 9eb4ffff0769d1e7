// A designator in the braces of a scalar's initializer is a Sema error (was: ClassCastException,
// CASTDesignatedInitializer cast to IASTExpression, in code generation).
// RUN: not jcirc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal
struct S { int a, b; };
int file_scope = { .a = 1 };
// CHECK: designated-scalar.c:[[@LINE-1]]:20: error: field designator cannot initialize a non-struct, non-union type 'int'
int g(void) {
    int x = { [1] = 2 };
// CHECK: designated-scalar.c:[[@LINE-1]]:15: error: array designator cannot initialize non-array type 'int'
    struct S s = { .a = { .b = 1 } };
// CHECK: designated-scalar.c:[[@LINE-1]]:27: error: field designator cannot initialize a non-struct, non-union type 'int'
    return x + s.a;
}
// CHECK: 3 errors generated.
