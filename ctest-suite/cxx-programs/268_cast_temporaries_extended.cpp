// A class temporary made by a cast with a converting constructor — `(A)1`, `static_cast<A>(2)`, `A(3)` — and bound
// to a local `const A &` lives as long as the reference ([class.temporary]/6). jcirc++ destroyed the C-style and
// static_cast ones at the end of the full-expression and read a dead object afterwards (wrong code before:
// gcc's g++.old-deja/g++.jason/ref7).
#include <cstdio>

static int live = 0;
struct A {
    int v;
    A(int x) : v(x) { ++live; std::printf("A(%d)\n", v); }
    A(const A &o) : v(o.v) { ++live; std::printf("A(copy %d)\n", v); }
    ~A() { --live; std::printf("~A(%d)\n", v); v = -1; }
};

static int read(const A &a) { return a.v; }

int main() {
    {
        const A &c = (A)1;
        std::printf("c %d live %d\n", c.v, live);
        const A &s = static_cast<A>(2);
        std::printf("s %d live %d\n", s.v, live);
        const A &f = A(3);
        std::printf("f %d live %d\n", f.v, live);
        std::printf("sum %d\n", c.v + s.v + f.v);
    }
    std::printf("after block live %d\n", live);
    int r = read((A)4);   // not extended: destroyed at the end of the full-expression
    std::printf("arg %d live %d\n", r, live);
    std::printf("end live %d\n", live);
    return 0;
}
