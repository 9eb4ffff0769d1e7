// Member operators called on class temporaries whose destructor is non-trivial: `a + S(10) + b`, `*(a + b)`,
// `(a + b)[i]`, `-(a + b)`, `(a + b) == c`, `f() += 1`, in conditions and in a throwing full-expression: each
// temporary is destroyed at the end of its full-expression (or while unwinding), in reverse order of construction.
#include <cstdio>
struct Err { int v; };
struct S {
    int v;
    S(int v) : v(v) { std::printf("S%d ", v); }
    S(const S &o) : v(o.v) { std::printf("copy%d ", v); }
    ~S() { std::printf("~%d ", v); }
    S operator+(const S &o) const { return S(v + o.v); }
    S operator-() const { return S(-v); }
    int operator*() const { return v; }
    int operator[](int i) const { return v * i; }
    bool operator==(const S &o) const { return v == o.v; }
    S &operator+=(int k) { v += k; return *this; }
    S operator/(const S &o) const { if (o.v == 0) throw Err{v}; return S(v / o.v); }
};
S make(int v) { return S(v); }
int main() {
    S a(1), b(2);
    std::printf("\n");
    S c = a + S(10) + b;
    std::printf("| %d\n", c.v);
    std::printf("| %d\n", *(a + b));
    std::printf("| %d\n", (a + b)[5]);
    std::printf("| %d\n", (-(a + b)).v);
    if ((a + b) == S(3)) std::printf("| equal\n");
    std::printf("| %d\n", (make(7) += 1).v);
    int r = a.v > 0 ? *(a + S(100)) : 0;
    std::printf("| %d\n", r);
    S zero(0);
    try {
        S d = (a + b) / zero;   // (the object and the argument of an operator are unsequenced: no second temporary here)
        std::printf("| not reached %d\n", d.v);
    } catch (const Err &e) {
        std::printf("| caught %d\n", e.v);
    }
    for (int i = 0; i < 2; i++) std::printf("| loop %d\n", *(S(i) + a));
    std::printf("| end\n");
    return 0;
}
