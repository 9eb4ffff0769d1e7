// using B::B: the inheriting constructor builds B with the arguments and D's other members as D's
// implicit default constructor would (default member initializers, member constructors, destructors after)
#include <cstdio>
struct M { int z; M() : z(5) { printf("M()\n"); } ~M() { printf("~M %d\n", z); } };
struct B {
    int x;
    B() : x(7) { printf("B()\n"); }
    B(int p) : x(p) { printf("B(int %d)\n", p); }
    B(int *p, const int &q) : x(*p + q) { printf("B(int*, const int&)\n"); }
};
struct D : B {
    using B::B;
    D(D &&o) : B(o.x), y(o.y) { printf("D(D&&)\n"); }
    int y = 9;
    M m;
};
template <class T> struct BT {
    T x;
    BT() : x(8) {}
    BT(T p, T q = 2) : x(p * q) {}
};
template <class T> struct DT : BT<T> {
    using BT<T>::BT;
    DT(DT &&) = default;
    T extra = 40;
};
struct E : D {
    E() : D() {}
    E(int v) : D(v + 1) {}
};
struct H {
    D d;
    DT<int> e;
    H() : d(), e() {}
    H(int) : d(3), e(4, 5) {}
};
int main() {
    D a;
    printf("a %d %d %d\n", a.x, a.y, a.m.z);
    D h(3);
    printf("h %d %d %d\n", h.x, h.y, h.m.z);
    int i = 10;
    D r(&i, i);
    printf("r %d %d\n", r.x, r.y);
    D *n = new D(11);
    printf("n %d %d\n", n->x, n->y);
    delete n;
    D *n2 = new D;
    printf("n2 %d %d\n", n2->x, n2->y);
    delete n2;
    DT<long> t(6);
    DT<int> t0;
    printf("t %ld %ld %d %d\n", t.x, t.extra, t0.x, t0.extra);
    E e0, e1(20);
    printf("e %d %d %d\n", e0.x, e1.x, e1.y);
    H g, g1(1);
    printf("g %d %d %d %d\n", g.d.x, g.e.x, g1.d.x, g1.e.x);
    D tmp = D(12);
    printf("tmp %d %d\n", tmp.x, tmp.y);
    return 0;
}
