// GNU _Complex in C++: braced {real, imag} initializers of locals, globals and members
// (g++ sets both parts; the second was dropped as an "excess element" before), converting
// constructors taking a _Complex by value (libstdc++'s complex(_ComplexT)), __real__/__imag__
// assignments to members of an explicit specialization.
#include <cstdio>

typedef __complex__ double CD;
typedef __complex__ float CF;

_Complex double g{1.5, -2.5};
CF gf = {3.25f, 4.5f};

struct C {
    CD v;
    C(double r, double i) : v{r, i} {}
    C(CD z) : v(z) {}
    C(double r = 0, int i = 0, int k = 0) : v(r + i + k) {}
    void real(double x) { __real__ v = x; }
    void imag(double x) { __imag__ v = x; }
};

template<typename T> struct box;
template<> struct box<float> {
    CF v;
    box(float r = 0, float i = 0) : v{r, i} {}
    box(CF z) : v(z) {}
    void real(float x) { __real__ v = x; }
    float re() const { return __real__ v; }
    float im() const { return __imag__ v; }
    CF rep() const { return v; }
};

template<typename Z, typename T> struct gen {
    Z v;
    gen(T r, T i) : v{r, i} {}
    T norm() const { return __real__ v * __real__ v + __imag__ v * __imag__ v; }
};

static CD twice(CD z) { return z * 2.0; }
static C viaReturn(C c) { return twice(c.v); }
static box<float> conj(const box<float>& b) { return __builtin_conjf(b.rep()); }
static void show(const char* what, CD z) { std::printf("%s %g %g\n", what, __real__ z, __imag__ z); }

int main() {
    CD z = {1.0, 2.0};
    CD w{3.0, 4.0};
    CD one = {7.0};
    CD mixed{5, 10};   // int constants converted to double
    show("z", z);
    show("w", w);
    show("one", one);
    show("mixed", mixed);
    show("g", g);
    std::printf("gf %g %g\n", __real__ gf, __imag__ gf);
    C c(5.0, 6.0);
    c.imag(7.0);
    show("c", c.v);
    C d = viaReturn(c);
    show("d", d.v);
    C e = w;
    show("e", e.v);
    C f(1.0, 2);
    show("f", f.v);
    box<float> b(1.0f, 2.0f);
    b.real(3.0f);
    box<float> bc = conj(b);
    std::printf("b %g %g bc %g %g\n", b.re(), b.im(), bc.re(), bc.im());
    gen<_Complex long double, long double> gl(3.0L, 4.0L);
    gen<_Complex int, int> gi(2, 3);
    std::printf("gen %g %d\n", (double) gl.norm(), gi.norm());
    CD arr[2] = {{1.0, -1.0}, {2.0, -2.0}};
    show("arr0", arr[0]);
    show("arr1", arr[1]);
    return 0;
}
