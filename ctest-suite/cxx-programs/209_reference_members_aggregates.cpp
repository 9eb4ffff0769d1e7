// Reference members in aggregate initialization: S s{x}, S s = {x, 1}, nested braces, a const T& member bound
// to a temporary in a braced aggregate initializer lives as long as the aggregate ([class.temporary]/6),
// arrays of aggregates, and implicit copies (the binding is copied).
#include <cstdio>

struct A { int &r; double d; };
struct C { const int &cr; int k; };
struct P { const A &a; int n; };
struct Q { int &r; const long &l; };

int sum(const C &c) { return c.cr + c.k; }

int main() {
    int y = 1;
    A a{y, 2.5};
    a.r += 3;
    A b = {y, 1.0};
    b.r *= 2;
    std::printf("%d %g\n", y, a.d + b.d);
    C c{y + 100, 4};                        // a temporary bound to c.cr: alive as long as c
    int z = 0;
    std::printf("%d %d\n", c.cr, sum(c));
    z = c.cr * 2;
    std::printf("%d\n", z);
    P p{a, 7};
    p.a.r = 30;
    std::printf("%d %d\n", y, p.n);
    int u = 3, v = 4;
    A arr[2] = {{u, 0.25}, {v, 0.75}};
    arr[0].r = 33;
    arr[1].r += arr[0].r;
    std::printf("%d %d %g\n", u, v, arr[0].d + arr[1].d);
    long w = 9;
    Q q{y, w};
    Q q2 = q;
    q2.r = -1;
    w = 10;
    std::printf("%d %ld %d\n", y, q2.l, &q2.r == &q.r);
    const C cc = {u, 1};
    std::printf("%d\n", cc.cr);
    return 0;
}
