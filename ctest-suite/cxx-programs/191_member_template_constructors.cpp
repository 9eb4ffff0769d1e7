// std::pair's shape: constructor templates of a class template (template<class U1, class U2> P(U1&&, U2&&)), whose
// instances are named as g++ names them (P<int, double>::P<int&, double>: _ZN1PIidEC1IRidEEOT_OT0_; the instance's own
// declarator resolves to the instance, not to the member template), and block-scope using-declarations and
// using-directives (pair::swap's `using std::swap;`), which declare nothing Sema or CIRGen must emit.
#include <cstdio>

namespace lib {
    int twice(int v) { return 2 * v; }
    int thrice(int v) { return 3 * v; }
}

template <class T1, class T2> struct P {
    T1 a;
    T2 b;
    template <class U1, class U2> P(U1 &&x, U2 &&y) : a(x), b(y) {}
    template <class U> explicit P(const P<U, U> &o) : a(o.a), b(o.b) {}
    template <class U> T1 scaled(U k) const { return a * k; }
};

int main() {
    int i = 3;
    P<int, double> p(i, 2.5);       // U1 = int&, U2 = double
    P<int, double> q(4, 0.25f);     // U1 = int, U2 = float
    P<long, long> r(5L, 6L);
    P<int, double> s(r);
    using lib::twice;
    using namespace lib;
    std::printf("%d %g %d %g %d %g %d %ld %d\n", p.a, p.b, q.a, q.b, s.a, s.b, twice(p.a), r.scaled(3), thrice(q.a));
    return 0;
}
