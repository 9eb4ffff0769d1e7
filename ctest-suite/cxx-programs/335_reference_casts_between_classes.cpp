// Casts of a class lvalue to a reference to a base or derived class: static_cast<const A &>(b), (A &) b and
// static_cast<B &>(a) name the base subobject (at its offset, through the vtable for a virtual base) or the derived
// object containing it, as the pointer casts do (g++.dg/torture/pr41186, g++.old-deja/g++.jason/ref8).
#include <cstdio>

struct A { int a; A(int v) : a(v) {} };
struct X { long x; X() : x(100) {} };
struct B : X, A { int b; B() : A(1), b(2) {} };
struct V { int v = 7; virtual ~V() {} };
struct C : virtual V { int c = 3; };
struct D : C { int d = 4; };

static int get(const A &r) { return r.a; }

int main() {
    B b;
    const A &ra = static_cast<const A &>(b);
    A &rb = (A &) b;
    rb.a = 10;
    std::printf("%d %d %d %ld\n", ra.a, get(static_cast<A &>(b)), b.a, (long) ((char *) &rb - (char *) &b));
    B &back = static_cast<B &>(rb);
    back.b = 20;
    std::printf("%d %d %s\n", b.b, ((B &) ra).b, &back == &b ? "same object" : "another object");
    D d;
    V &rv = static_cast<V &>(d);
    rv.v = 70;
    C &rc = (C &) d;
    D &rd = static_cast<D &>(rc);
    std::printf("%d %d %d %d\n", d.v, static_cast<V &>(rc).v, rd.d, (int) (&rd == &d));
    return 0;
}
