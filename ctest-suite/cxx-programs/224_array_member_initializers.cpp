// Default member initializers of array members (scalars, classes with constructors: per element, the rest
// value-initialized; an element's constructor throwing destroys the elements built), of aggregate class type with
// braces (Bx d{2.5};), used by constructors and by aggregate initialization; mem-initializers d{x} of arrays; class
// prvalues as array elements (T a[2] = {T(1), 2}: built in place, no copy).
extern "C" int printf(const char *, ...);

struct T {
    int v;
    T() : v(-1) { printf("T()\n"); }
    T(int x) : v(x) { printf("T(%d)\n", v); if (x == 99) throw x; }
    T(const T &o) : v(o.v) { printf("T(copy %d)\n", v); }
    ~T() { printf("~T(%d)\n", v); }
};
struct Bx { double d; int k; };

struct S {
    int k = 5;
    int d[4] = {1, 2, 3};
    int twice[2] = {k, k * 2};
    int m[2][2] = {{1}, {3, 4}};
    T t[3] = {T(1), 2};
    S() { printf("S() %d %d\n", twice[0], twice[1]); }
    S(int x) : k(x), d{x, x + 1} { printf("S(int) %d %d\n", twice[0], twice[1]); }
};
struct Q { Bx d{2.5}; Bx e = {1.5, 7}; T one{8}; Q() {} Q(int) : e{0.5, 1} {} };
struct A { int d[3] = {4, 5}; T t[2] = {T(6), T(7)}; int k; };
struct Throws { T first{10}; T arr[3] = {11, 99, 12}; Throws() { printf("not here\n"); } };
struct AggDefault { T arr[2]; int k; };
struct AggThrows { T arr[2] = {20, 21}; T last{99}; };

A global = {};

int main() {
    printf("global %d %d %d\n", global.d[1], global.t[0].v, global.t[1].v);
    { S s; printf("%d %d %d %d | %d %d %d %d | %d %d %d\n", s.d[0], s.d[1], s.d[2], s.d[3], s.m[0][0], s.m[0][1], s.m[1][0], s.m[1][1], s.t[0].v, s.t[1].v, s.t[2].v); }
    { S s(9); printf("%d %d %d %d\n", s.d[0], s.d[1], s.d[2], s.t[1].v); }
    { Q q; printf("%g %d %g %d %d\n", q.d.d, q.d.k, q.e.d, q.e.k, q.one.v); }
    { Q q(1); printf("%g %d\n", q.e.d, q.e.k); }
    { A a = {}; printf("%d %d %d %d\n", a.d[0], a.d[1], a.d[2], a.t[1].v); }
    { A a{{1, 2, 3}}; printf("%d %d %d\n", a.d[2], a.t[0].v, a.k); }
    { A *p = new A{}; printf("new %d %d\n", p->d[1], p->t[1].v); delete p; }
    try { Throws t; } catch (int e) { printf("caught %d\n", e); }
    try { AggThrows a = {}; printf("not here %d\n", a.last.v); } catch (int e) { printf("caught %d\n", e); }
    { AggDefault a{}; AggDefault b = {{T(40)}, 41}; printf("%d %d %d %d\n", a.arr[0].v, a.k, b.arr[0].v, b.arr[1].v); }
    { T a[3] = {T(30), 31}; printf("%d %d %d\n", a[0].v, a[1].v, a[2].v); }
    printf("done\n");
}
