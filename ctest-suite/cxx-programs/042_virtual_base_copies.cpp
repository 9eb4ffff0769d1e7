// Implicit copy/move constructors and assignments of classes with virtual bases: the complete-object
// constructor (C1) copies each virtual base once, from the source's virtual base found through its vptr
// (the source may be a more derived object), then the non-virtual bases through their C2 with a sub-VTT;
// vptrs are the new object's own, never copied. The implicit assignment assigns the direct bases, virtual
// ones too (a shared virtual base once per direct base that has it, as g++ does).
#include <stdio.h>

struct A {
    int a;
    A() : a(1) { printf("  A()\n"); }
    A(const A &o) : a(o.a + 10) { printf("  A(copy %d)\n", o.a); }
    A &operator=(const A &o) { printf("  A = %d <- %d\n", a, o.a); a = o.a; return *this; }
    virtual ~A() {}
    virtual const char *who() const { return "A"; }
};
struct P { int p = 50; };                 // a trivially copyable virtual base
struct B : virtual A { int b = 2; const char *who() const override { return "B"; } };
struct C : virtual A, virtual P { int c = 3; };
struct D : B, C { int d = 4; const char *who() const override { return "D"; } };
struct U : virtual A {                    // user-declared copy constructor: its C2 takes the VTT
    int u = 5;
    U() {}
    U(const U &o) : u(o.u + 1) { printf("  U(copy %d)\n", o.u); }
};
struct E : U, virtual P { int e = 6; };
struct M : virtual A { int m = 7; M() = default; M(M &&o) : m(o.m) { o.m = 0; printf("  M(move)\n"); } };
struct F : M { int f = 8; };

int main() {
    printf("B copy\n");
    B b1; b1.a = 5; b1.b = 6;
    B b2 = b1;
    printf("  %d %d %s\n", b2.a, b2.b, b2.who());
    printf("B assign\n");
    b2.a = 0; b2 = b1;
    printf("  %d %d\n", b2.a, b2.b);
    printf("D copy\n");
    D d1; d1.a = 7; d1.b = 8; d1.c = 9; d1.d = 10; d1.p = 51;
    D d2(d1);
    printf("  %d %d %d %d %d %s\n", d2.a, d2.b, d2.c, d2.d, d2.p, d2.who());
    const A &ra = d2;
    printf("  through A: %s\n", ra.who());
    printf("D assign\n");
    D d3; d3 = d1;
    printf("  %d %d %d %d %d\n", d3.a, d3.b, d3.c, d3.d, d3.p);
    printf("B from a D\n");
    B bx(d1);
    printf("  %d %d %s\n", bx.a, bx.b, bx.who());
    C cx(d1);
    printf("  %d %d %d\n", cx.a, cx.c, cx.p);
    printf("B move\n");
    B bm(static_cast<B &&>(b1));
    printf("  %d %d\n", bm.a, bm.b);
    printf("E copy (user-declared copy in U)\n");
    E e1; e1.a = 20; e1.u = 21; e1.e = 22; e1.p = 23;
    E e2(e1);
    printf("  %d %d %d %d %s\n", e2.a, e2.u, e2.e, e2.p, e2.who());
    printf("F move (user-declared move in M)\n");
    F f1; f1.a = 30; f1.m = 31; f1.f = 32;
    F f2(static_cast<F &&>(f1));
    printf("  %d %d %d / %d\n", f2.a, f2.m, f2.f, f1.m);
    return 0;
}
