// Comparing a pointer to a derived class with a pointer to one of its bases converts the derived pointer to
// the base first ([expr.eq], the composite pointer type): with multiple inheritance the second base sits at an
// offset, so the raw addresses differ although both point into the same object; null stays null.
// (Wrong code before: jcirc++ compared the raw addresses; gcc's g++.old-deja/g++.eh/catch3p aborted.)
#include <cstdio>

struct A { int a = 1; virtual ~A() {} };
struct B : A { int b = 2; };
struct C : A { int c = 3; };
struct D : B, C { int d = 4; };
struct V { int v = 5; };
struct W : virtual V { int w = 6; };
struct X : W { int x = 7; };

static bool ne(C *p, D *d) { return p != d; }
static bool eq(D *d, C *p) { return d == p; }
static bool eqConst(const C *p, D *d) { return p == d; }
static bool lessEq(C *p, D *d) { return p <= d && d >= p; }
static bool virtualBase(V *v, X *x) { return v == x; }

int main() {
    D d, e;
    C *c = &d;
    B *b = &d;
    std::printf("%d %d %d %d\n", ne(c, &d), eq(&d, c), eqConst(c, &d), lessEq(c, &d));
    std::printf("%d %d\n", ne(&e, &d) ? 0 : 1, eq(&e, c));
    std::printf("%d %d %d\n", ne(nullptr, nullptr), eq(nullptr, nullptr), ne(c, nullptr));
    std::printf("%d %d\n", b == &d, &d != b);
    X x;
    V *v = &x;
    std::printf("%d %d\n", virtualBase(v, &x), virtualBase(nullptr, nullptr));
    D *none = nullptr;
    C *cn = none;
    std::printf("%d %d\n", cn == none, (C *)&d == &d);
    return 0;
}
