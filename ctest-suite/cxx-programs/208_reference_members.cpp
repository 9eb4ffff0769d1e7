// Reference data members (issue 13): a pointer-sized field holding the referent's address, bound by
// mem-initializers and default member initializers; reads and writes go to the referent; &s.r is the
// referent's address; a const member function may write through the reference; sizeof and offsets as g++.
#include <cstdio>
#include <cstddef>

int g = 7;
long big = 1L << 40;

struct S {
    int &r;
    const int &cr;
    long n;
    S(int &x) : r(x), cr(x), n(3) {}
    int get() const { return r + cr; }
    void set(int v) const { r = v; }        // the referent is not const
    void bump() { this->r += 10; }
};

struct D { int &r = g; int k = 1; char c; };
struct L { char c; long &l; short s; L(long &x) : c('a'), l(x), s(2) {} };
struct R { int &&rr; R(int &&x) : rr(static_cast<int &&>(x)) {} };
struct Base { int &br; Base(int &x) : br(x) {} };
struct Derived : Base { double d; Derived(int &x) : Base(x), d(0.5) {} int twice() const { return br * 2; } };

int main() {
    int x = 5;
    S s(x);
    std::printf("%d %d\n", s.r, s.get());
    s.r = 9;
    std::printf("%d %d\n", x, s.cr);
    s.set(11);
    std::printf("%d %d\n", x, &s.r == &x);
    s.bump();
    s.r++;
    ++s.r;
    std::printf("%d\n", x);
    std::printf("%zu %zu %zu\n", sizeof(S), alignof(S), sizeof(L));
    S t = s;                                // the copy is bound to the same object
    t.r = 12;
    std::printf("%d %d\n", x, &t.cr == &s.cr);
    S *p = &s;
    p->r = 100;
    std::printf("%d %d\n", x, p->get());
    D d;
    d.r++;
    std::printf("%d %d %zu\n", g, d.k, sizeof(D));
    L l(big);
    l.l += 2;
    std::printf("%ld %c %d\n", big, l.c, l.s);
    int y = 40;
    R rr(static_cast<int &&>(y));
    rr.rr += 2;
    std::printf("%d\n", y);
    Derived dv(x);
    dv.br = 21;
    std::printf("%d %d %zu\n", x, dv.twice(), sizeof(Derived));
    return 0;
}
