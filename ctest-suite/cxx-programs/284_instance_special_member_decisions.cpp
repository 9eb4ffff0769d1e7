// Per-instance decisions of Sema for one template definition used by two instances whose code is generated
// later (inline functions are generated when first used, after Sema saw both instances): the member
// destructors a user-declared destructor runs, the operator= an assignment calls and whether it returns a
// reference (wrong code: the last instance's were used for all); objects of a template type parameter's type
// ('T t;', 'T d(c);', 'T a[2];': no constructor or destructor ran, or an error).
#include <stdio.h>

template<class T> struct Str {
    struct Hider {
        T *p;
        Hider(T *q) : p(q) {}
        ~Hider() { printf("~Hider<%d>\n", (int)sizeof(T)); }
    };
    Hider h;
    Str(T *q) : h(q) {}
    ~Str() { printf("~Str<%d>\n", (int)sizeof(T)); }
};

struct A {
    int v;
    A &operator=(const A &o) { printf("A::operator= %d\n", o.v); v = o.v; return *this; }
};
struct B {
    long v;
    B &operator=(const B &o) { printf("B::operator= %ld\n", o.v); v = o.v * 2; return *this; }
};

struct C {
    int v;
    C operator=(const C &o) { printf("C::operator= %d\n", o.v); v = o.v + 100; return C{-1}; }
};

template<class T> inline int assign(T &x, const T &y) { return (x = y).v; }

template<class T> struct Holder {
    T t;
    void set(const T &o) { t = o; }
};

inline void f() { char c = 'a'; Str<char> a(&c); }
inline void g() { double d = 1; Str<double> b(&d); }
inline long h() {
    A a1{1}, a2{2};
    B b1{3}, b2{4};
    printf("%d\n", assign(a1, a2));
    printf("%d\n", (int)assign(b1, b2));
    C c1{7}, c2{8};
    int r = assign(c1, c2);
    printf("%d %d\n", r, c1.v);
    Holder<A> ha{{5}};
    Holder<B> hb{{6}};
    ha.set(a1);
    hb.set(b1);
    return a1.v + b1.v + ha.t.v + hb.t.v;
}

struct E {
    int v;
    E() : v(1) { printf("E()\n"); }
    E(const E &o) : v(o.v + 10) { printf("E(copy %d)\n", o.v); }
    ~E() { printf("~E() %d\n", v); }
};
struct F : E {};

template<class T> int make() {
    T t;
    T arr[2];
    T c = t;
    T d(c);
    static T s;
    printf("%d %d %d %d %d\n", t.v, arr[1].v, c.v, d.v, s.v);
    return d.v;
}

int main() {
    printf("%d\n", make<E>() + make<F>());
    f();
    g();
    printf("%ld\n", h());
    return 0;
}
