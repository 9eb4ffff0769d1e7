// Exceptions in a variadic function: its body (lowered to a separate function that receives the va_list) holds the
// landing pads and needs the personality too (llc rejected the module: "LandingPadInst needs to be in a function with
// a personality"); the exception object of a class with a virtual base.
#include <stdarg.h>
extern "C" int printf(const char *, ...);

struct S {
    int id;
    S(int i) : id(i) { printf("S(%d)\n", id); }
    ~S() { printf("~S(%d)\n", id); }
};
struct Base { int b = 7; };
struct A : virtual Base { A() { printf("A()\n"); } };

int check(int v) { if (v < 0) throw v; return v; }

int sum(int n, ...) {
    S guard(n);
    va_list ap;
    va_start(ap, n);
    int t = 0;
    for (int i = 0; i < n; i++) t += check(va_arg(ap, int));
    va_end(ap);
    return t;
}

void fail(const char *fmt, ...) { S s(99); throw A(); }

int main() {
    printf("sum %d\n", sum(3, 1, 2, 3));
    try { sum(3, 1, -2, 3); } catch (int e) { printf("caught %d\n", e); }
    try { fail("x", 1); } catch (Base &b) { printf("caught Base %d\n", b.b); }
    return 0;
}
