// Direct-initialization with parentheses and copy-initialization of a local of a dependent class type in function
// templates (basic_string.h's operator+: basic_string<_CharT, _Traits, _Alloc> __str(__lhs);): the instance's
// constructor runs (default, copy, move, converting, with default arguments), the destructor at the end of the scope.
#include <cstdio>
template<class T> T &&mv(T &t) { return static_cast<T &&>(t); }
template<class T> struct S {
    T v;
    S(T x, T y = 10) : v(x + y) { printf("ctor %d\n", (int)v); }
    S(const S &o) : v(o.v) { printf("copy %d\n", (int)v); }
    S(S &&o) : v(o.v) { o.v = 0; printf("move %d\n", (int)v); }
    ~S() { printf("dtor %d\n", (int)v); }
    S &add(T x) { v += x; return *this; }
};
template<class T> struct P { T a, b; };   // trivial copy
template<class T> S<T> copyParen(const S<T> &a, T b) {
    S<T> s(a);
    s.add(b);
    return s;
}
template<class T> S<T> copyInit(const S<T> &a, T b) {
    S<T> s = a;
    s.add(b);
    return s;
}
template<class T> T converting(const S<T> &a) {
    S<T> s(a.v);
    S<T> t(a.v, 1);
    S<T> u = a.v;
    return s.v + t.v + u.v;
}
template<class T> T moved(S<T> &a) {
    S<T> s(mv(a));
    return s.v;
}
template<class T> T trivial(const P<T> &p) {
    P<T> q(p);
    P<T> r = q;
    q.a = 100;
    return q.a + r.a + r.b;
}
template<class T> struct D {
    T v;
    D() : v(3) { printf("default %d\n", (int)v); }
    ~D() { printf("~default %d\n", (int)v); }
};
template<class T> T defaulted(T x) {
    D<T> d;
    P<T> p;
    p.a = x;
    return d.v + p.a;
}
template<class A, class B> B mixed(const S<A> &a) {
    S<B> s(a.v);
    S<A> t(a);
    return s.v + t.v;
}
int main() {
    S<int> a(5, 0);
    S<int> r = copyParen(a, 3);
    printf("a %d r %d\n", a.v, r.v);
    S<int> c = copyInit(a, 4);
    printf("a %d c %d\n", a.v, c.v);
    int v = converting(a);
    printf("converting %d\n", v);
    S<long> l(7);
    long m = moved(l);
    printf("moved %ld l %ld\n", m, l.v);
    P<int> p{1, 2};
    int t = trivial(p);
    printf("trivial %d p %d %d\n", t, p.a, p.b);
    int dv = defaulted(4);
    printf("defaulted %d\n", dv);
    long x = mixed<int, long>(a);
    printf("mixed %ld\n", x);
    return 0;
}
