// Class objects by value with the Itanium C++ ABI: classes non-trivial for calls are passed by invisible
// reference (the caller's temporary, destroyed at the end of the full-expression) and returned through
// sret; C++17 guaranteed elision (T x = f(); return T(...);), NRVO of a named local as g++ does it,
// implicit move of a returned local; trivially copyable classes keep C's classification.
#include <stdio.h>

static int live = 0;

struct T {
    int v;
    T(int a) : v(a) { live++; printf("  T(%d)\n", v); }
    T(const T &o) : v(o.v + 1000) { live++; printf("  T(copy %d)\n", v); }
    T(T &&o) : v(o.v + 10) { o.v = -o.v; live++; printf("  T(move %d)\n", v); }
    ~T() { live--; printf("  ~T(%d)\n", v); }
};

struct Big { long a, b, c; };            // trivially copyable: C's memory class
struct Small { int a; double d; };       // trivially copyable: registers

T make(int x) { return T(x); }                       // built in the caller's object
T named(int x) { T t(x); t.v += 5; return t; }       // NRVO: t is the result object
T pick(bool b) { T x(1), y(2); if (b) return x; return y; }   // two names: moved
T forward(T t) { return t; }                         // a parameter: moved into the result
T chain(int x) { return make(x); }
int value(T t) { printf("  value(%d)\n", t.v); return t.v; }
int two(Small s, T a, int k) { printf("  two(%g, %d, %d)\n", s.d, a.v, k); return a.v + k; }
Big big(Big b) { b.a += 1; return b; }
Small small(Small s) { s.d *= 2; return s; }

struct Holder {
    T t;
    Holder(int x) : t(make(x)) {}
    T get() const { return t; }
};

int main() {
    printf("returns\n");
    { T a = make(1); printf("a %d\n", a.v); }
    { T b = named(2); printf("b %d\n", b.v); }
    { T c = pick(true); T d = pick(false); printf("c %d d %d\n", c.v, d.v); }
    { T e = chain(3); printf("e %d\n", e.v); }
    printf("arguments\n");
    {
        T x(5);
        int r = value(x);
        printf("r %d\n", r);
        r = value(T(6));
        r += value(make(7));
        printf("r %d\n", r);
        r = two(Small{1, 0.5}, x, 3);
        printf("r %d\n", r);
        T f = forward(x);
        printf("f %d\n", f.v);
        T g = forward(static_cast<T &&>(x));
        printf("g %d x %d\n", g.v, x.v);
    }
    printf("members\n");
    {
        Holder h(9);
        printf("h %d\n", h.get().v);
    }
    Big b = big(Big{1, 2, 3});
    Small s = small(Small{4, 1.5});
    printf("%ld %ld %ld %d %g\n", b.a, b.b, b.c, s.a, s.d);
    printf("live %d\n", live);
    return 0;
}
