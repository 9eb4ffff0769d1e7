// return std::move(x.f()) in a function template: the expression's class is the instance's (S<int>), CDT's the
// template's dependent S<T>; the result is move-constructed from the xvalue (a copy from an lvalue), as in
// basic_string's rvalue operator+ (return std::move(__rhs.insert(0, __lhs));).
#include <cstdio>
namespace n {
template<class T> T &&move(T &t) { return static_cast<T &&>(t); }
template<class T> struct S {
    T v;
    S(T x) : v(x) {}
    S(const S &o) : v(o.v) { printf("copy %d\n", (int)v); }
    S(S &&o) : v(o.v) { o.v = 0; printf("move %d\n", (int)v); }
    ~S() { printf("dtor %d\n", (int)v); }
    S &add(T x) { v += x; return *this; }
};
template<class T> inline S<T> operator+(S<T> &&a, S<T> &&b) {
    if (a.v > 100) return n::move(b.add(a.v));
    return n::move(a.add(b.v));
}
template<class T> S<T> viaCast(S<T> &a) { return static_cast<S<T> &&>(a); }
template<class T> S<T> viaRef(S<T> &a) { S<T> &r = a; return r; }
template<class T> S<T> viaMember(S<T> &a) { return a.add(1); }
}
int main() {
    n::S<int> x(1), y(2);
    n::S<int> r = n::move(x) + n::move(y);
    printf("r %d x %d y %d\n", r.v, x.v, y.v);
    n::S<int> p(200), q(3);
    n::S<int> s = n::move(p) + n::move(q);
    printf("s %d p %d q %d\n", s.v, p.v, q.v);
    n::S<long> l(7);
    n::S<long> c = n::viaCast(l);
    n::S<long> d = n::viaRef(c);
    n::S<long> e = n::viaMember(d);
    printf("l %ld c %ld d %ld e %ld\n", l.v, c.v, d.v, e.v);
    return 0;
}
