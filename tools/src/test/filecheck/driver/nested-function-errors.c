// Ill-formed GNU nested functions get clang-shaped errors and exit status 1 (never a crash).
// RUN: not jcirc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: nested-function-errors.c:[[@LINE+4]]:16: error: invalid storage class for function 'bad'
// CHECK-NEXT: {{^}}    static int bad(void) { return 1; }
// CHECK-NEXT: {{^}}               ^
int one(void) {
    static int bad(void) { return 1; }
    return 0;
}
// CHECK: nested-function-errors.c:[[@LINE+2]]:14: error: nested function 'never' declared but never defined
int two(void) {
    auto int never(int);
    return never(1);
}
// CHECK: nested-function-errors.c:[[@LINE+3]]:28: error: initializer element is not a compile-time constant
int three(void) {
    int inner(int x) { return x; }
    static int (*p)(int) = inner;
    return p(1);
}
// CHECK: nested-function-errors.c:[[@LINE+3]]:9: error: redefinition of 'twice'
int four(void) {
    int twice(void) { return 1; }
    int twice(void) { return 2; }
    return twice();
}
// CHECK: nested-function-errors.c:[[@LINE+2]]:28: error: use of undeclared label 'parent_label'
int five(void) {
    void jump(void) { goto parent_label; }   /* not declared with __label__ */
    jump();
parent_label:
    return 0;
}
