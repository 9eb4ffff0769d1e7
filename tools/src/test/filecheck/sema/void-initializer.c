// A void value where a value is needed: clang's errors, exit 1, and no crash in code generation
// after the error (was: the error, then a NullPointerException).
// RUN: not jcirc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal
// RUN: not jcirc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal
void g(void);
void take(int);

int init(void) {
    int v = g();
// CHECK: void-initializer.c:[[@LINE-1]]:9: error: initializing 'int' with an expression of incompatible type 'void'
// CHECK-NEXT: {{^}}    int v = g();{{$}}
// CHECK-NEXT: {{^}}        ^{{$}}
    return v;
}

int pass(void) {
    take(g());
// CHECK: void-initializer.c:[[@LINE-1]]:10: error: passing 'void' to parameter of incompatible type 'int'
    return g();
// CHECK: void-initializer.c:[[@LINE-1]]:12: error: returning 'void' from a function with incompatible result type 'int'
}

int later(void) { return 1; }   // code after a rejected function is still checked
int after(void) { int w = g(); return w + later(); }
// CHECK: void-initializer.c:[[@LINE-1]]:23: error: initializing 'int' with an expression of incompatible type 'void'
// CHECK: 4 errors generated.
