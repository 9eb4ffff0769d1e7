// A user-declared copy/move constructor initializing its bases from the source object: `: A(o)` binds the
// derived object to A's copy constructor (user-declared: `const A &` bound to o's A subobject, a virtual base
// too; implicit: A's synthesized copy, or the bytes of a trivially copyable A), `: A(static_cast<N &&>(o))`
// A's move. These were "passing 'struct N' to parameter of incompatible type" / "this base initializer is
// not supported yet".
#include <stdio.h>

struct A {
    int a;
    A() : a(1) {}
    A(const A &o) : a(o.a + 10) { printf("  A(copy %d)\n", o.a); }
    virtual ~A() {}
};
struct N : A { N() {} N(const N &o) : A(o) {} };
struct U : virtual A { int u = 5; U() {} U(const U &o) : A(o), u(o.u + 1) {} };
struct W : U { W() {} W(const W &o) : A(o), U(o) {} };

struct M { int m = 4; M() {} M(const M &o) : m(o.m + 1) { printf("  M(copy %d)\n", o.m); } M(M &&o) : m(o.m + 2) { printf("  M(move %d)\n", o.m); } };
struct A2 { int a = 2; M mm; virtual ~A2() {} };   // implicit, non-trivial copy and move
struct T { int t = 9; };                            // trivially copyable
struct N2 : A2, T {
    int n = 3;
    N2() {}
    N2(const N2 &o) : A2(o), T(o), n(o.n) {}
    N2(N2 &&o) : A2(static_cast<N2 &&>(o)), T(o), n(o.n + 100) {}
};

int main() {
    N n; n.a = 2;
    N n2(n);
    printf("N %d\n", n2.a);
    U x; x.a = 3;
    U y(x);
    printf("U %d %d\n", y.a, y.u);
    W w; w.a = 4; w.u = 6;
    W w2(w);
    printf("W %d %d\n", w2.a, w2.u);
    N2 p; p.a = 7; p.t = 8;
    N2 q(p);
    printf("N2 %d %d %d %d\n", q.a, q.t, q.n, q.mm.m);
    N2 r(static_cast<N2 &&>(q));
    printf("N2 %d %d %d %d\n", r.a, r.t, r.n, r.mm.m);
    return 0;
}
