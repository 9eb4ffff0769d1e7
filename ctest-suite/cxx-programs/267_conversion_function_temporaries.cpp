// A class object returned by a conversion function and bound to a reference parameter or a local reference is a
// temporary: destroyed at the end of the full-expression, or at the end of the reference's block
// (wrong code before: never destroyed; gcc's g++.old-deja/g++.jason/inline3).
#include <cstdio>
static int live = 0;
struct B {
    int v;
    B(int x = 7) : v(x) { ++live; std::printf("B(%d)\n", v); }
    B(const B &o) : v(o.v) { ++live; std::printf("B(const B&) %d\n", v); }
    ~B() { --live; std::printf("~B %d\n", v); }
};
struct A {
    int k;
    A(int x) : k(x) { std::printf("A(%d)\n", k); }
    A(const A &o) : k(o.k) { std::printf("A(const A&)\n"); }
    ~A() { std::printf("~A %d\n", k); }
    operator B() const { std::printf("operator B %d\n", k); return B(k * 10); }
};
static A make(int k) { return A(k); }
static int use(const B &b) { std::printf("use %d live %d\n", b.v, live); return b.v; }
int main() {
    int s = use(make(1));
    std::printf("-- live %d\n", live);
    A a(2);
    s += use(a) + use(a);
    std::printf("-- live %d\n", live);
    {
        const B &r = a;
        std::printf("bound %d live %d\n", r.v, live);
    }
    std::printf("-- live %d\n", live);
    {
        B b = a;
        std::printf("copy-initialized %d live %d\n", b.v, live);
    }
    std::printf("-- live %d sum %d\n", live, s);
    return 0;
}
