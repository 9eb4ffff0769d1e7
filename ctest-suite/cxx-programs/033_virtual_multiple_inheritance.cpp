// Virtual functions with multiple inheritance (docs/cxx.md, "Virtual functions"): secondary vtables and this-adjusting
// thunks (_ZThn16_...), a non-dynamic first base (the dynamic one becomes primary, at offset 0), overriders of
// functions of the second base, virtual calls in constructors/destructors, delete through the second base (D0 thunk).
#include <stdio.h>
struct A {
    int a;
    A() : a(1) { printf("A() sees %s\n", who()); }
    virtual const char *who() const { return "A"; }
    virtual int f(int x) { return x + a; }
    virtual ~A() { printf("~A sees %s\n", who()); }
};
struct B {
    long b;
    B() : b(20) {}
    virtual int g() { return (int)b; }
    virtual int h(int k) { return k * 2; }
    virtual ~B() { printf("~B\n"); }
};
struct N { int n; N() : n(7) {} };
struct C : N, A, B {
    int c;
    C() : c(300) { printf("C() sees %s\n", who()); }
    const char *who() const { return "C"; }
    int g() { return c + (int)b; }
    int f(int x) { return x * 100 + n; }
    virtual int own() { return 5; }
    ~C() { printf("~C sees %s\n", who()); }
};
struct D : C {
    D() {}
    int h(int k) { return k * 3 + c; }
    int own() { return 6; }
    ~D() { printf("~D\n"); }
};
static int viaB(B *p) { return p->g() + p->h(1); }
static int viaA(A &r) { return r.f(2); }
int main() {
    C c;
    printf("%d %d %d\n", viaB(&c), viaA(c), c.own());
    printf("%lu %d\n", sizeof(C), (int)((char*)(B*)&c - (char*)&c));
    D *d = new D;
    B *pb = d;
    A *pa = d;
    printf("%d %d %d %s\n", viaB(pb), viaA(*pa), d->own(), pa->who());
    printf("%d\n", d->C::own() + d->B::h(10));
    delete pb;
    A *pa2 = new C;
    delete pa2;
    return 0;
}
