// Sema is a phase before CIRGen (docs/frontend.md, "Sema before CIRGen"): -fsyntax-only stops after
// Sema and reports the statement and declaration errors CIRGen used to find while generating code
// (constant initializers, case values, label redefinitions, builtin operands), each once, in source
// order, and the same diagnostics come from a full compile.
// RUN: not jcirc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal
// RUN: not jcirc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal
// Sema and CIRGen are separate rows of the time report; -fsyntax-only has no CIRGen row.
// RUN: jcirc -fsyntax-only -ftime-report -DVALID %s 2>&1 | FileCheck %s --check-prefix=TIME
// TIME: sema
// TIME-NOT: CIRGen
// TIME: Total
// RUN: jcirc -S -emit-cir -ftime-report -DVALID %s -o %t.cir 2>&1 | FileCheck %s --check-prefix=FULL
// FULL: sema
// FULL: CIRGen
#ifdef VALID
int ok(int x) { return x + 1; }
#else
struct S { int a; };

int jumps(int x) {
// CHECK: sema-phase.c:[[@LINE+1]]:5: error: 'break' statement not in loop or switch statement
    break;
    switch (x) {
    case 1:
        for (;;) break;
        break;
    }
// CHECK: sema-phase.c:[[@LINE+1]]:5: error: 'continue' statement not in loop statement
    continue;
// CHECK: sema-phase.c:[[@LINE+1]]:5: error: 'case' statement not in switch statement
    case 2: x++;
// CHECK: sema-phase.c:[[@LINE+1]]:5: error: 'default' statement not in switch statement
    default: x--;
    return x;
}

void conditions(struct S s) {
// CHECK: sema-phase.c:[[@LINE+1]]:9: error: statement requires expression of scalar type ('struct S' invalid)
    if (s) return;
// CHECK: sema-phase.c:[[@LINE+1]]:5: error: statement requires expression of integer type ('struct S' invalid)
    switch (s) { default: break; }
// CHECK: sema-phase.c:[[@LINE+1]]:5: error: void function 'conditions' should not return a value
    return 1;
}

// a declaration between two rejected functions: its own errors come in source order
// CHECK: sema-phase.c:[[@LINE+1]]:5: error: illegal initializer (only variables can be initialized)
int f(void) = 0;

// the body of a nested function is checked inside its parent (diagnostics are shown in source order)
int nested(void) {
    auto int never(int);
    int inner(void) {
        struct S t;
// CHECK: sema-phase.c:[[@LINE-3]]:14: error: nested function 'never' declared but never defined
// CHECK: sema-phase.c:[[@LINE+1]]:16: error: statement requires expression of scalar type ('struct S' invalid)
        while (t) { }
        return 0;
    }
    return inner();
}

// CHECK: sema-phase.c:[[@LINE+2]]:10: error: use of undeclared label 'nowhere'
int labels(void) {
    goto nowhere;
}

int g(void);
int k = 3;
// static initializers must be constants; an address fits only a pointer or a 64-bit integer
// CHECK: sema-phase.c:[[@LINE+1]]:9: error: initializer element is not a compile-time constant
int a = g();
// CHECK: sema-phase.c:[[@LINE+1]]:33: error: initializer element is not a compile-time constant
struct T { int x, y; } t = { 1, k };
// CHECK: sema-phase.c:[[@LINE+1]]:10: error: initializer element is not a compile-time constant
char c = (long)&k;
struct B { int f : 3; } bf = { (long)&k };
// CHECK: sema-phase.c:[[@LINE-1]]:32: error: initializer element is not a compile-time constant
long fine = (long)&k;
int *fine2 = &t.y;

int cases(int x, int n) {
    static int s = 1;
// CHECK: sema-phase.c:[[@LINE+1]]:20: error: initializer element is not a compile-time constant
    static int u = n;
    switch (x) {
// CHECK: sema-phase.c:[[@LINE+1]]:10: error: expression is not an integer constant expression
    case n: return 1;
// CHECK: sema-phase.c:[[@LINE+1]]:10: warning: empty case range specified
    case 5 ... 3: return 2;
    }
// CHECK: sema-phase.c:[[@LINE+1]]:5: error: operands of '__builtin_add_overflow' must be integers and a pointer to an integer
    __builtin_add_overflow(1.5, 2, &s);
// CHECK: sema-phase.c:[[@LINE+1]]:33: error: too few arguments to function call, expected 3, have 2
    __builtin_mul_overflow(1, &s);
again:
    {
        __label__ again;   // a local label: a label of its own
again:  x++;
    }
// CHECK: sema-phase.c:[[@LINE+1]]:1: error: redefinition of label 'again'
again:
// CHECK: sema-phase.c:[[@LINE+1]]:9: error: 'cleanup' argument 'k' is not a function
    int v __attribute__((cleanup(k))) = 0;
    return s + u + v;
}
#endif
// CHECK: errors generated.
