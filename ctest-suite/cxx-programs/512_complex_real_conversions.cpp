// A conversion between a real and a GNU _Complex type ranks below every other standard conversion
// (g++, clang): f(1) with f(double) and f(_Complex double) calls f(double), complex<double>(3) calls
// complex(double, double). Overloads on _Complex types are distinct functions (mangled C<type>).
#include <complex>
#include <cstdio>

void f(double) { std::puts("f double"); }
void f(_Complex double) { std::puts("f complex"); }
void g(float) { std::puts("g float"); }
void g(_Complex double) { std::puts("g complex"); }

struct P {
    double re, im;
    P(double r = 0, double i = 0) : re(r), im(i) {}
    P(_Complex double z) : re(__real__ z), im(__imag__ z + 100) {}
};

template<typename T> static std::complex<T> unit() { return std::complex<T>(1); }

int main() {
    f(1);
    f(1.0f);
    g(1.0);
    _Complex double z = 1;
    __imag__ z = 2;
    f(z);
    g(z);
    P a(3), b = P(4), c(z);
    std::printf("P %g %g %g %g %g %g\n", a.re, a.im, b.re, b.im, c.re, c.im);
    std::complex<double> d(3), e = std::complex<double>(4), u = unit<double>();
    std::complex<float> uf = unit<float>();
    std::complex<double> s = d * e + u;
    std::printf("complex %g %g %g %g %g\n", s.real(), s.imag(), u.real(), u.imag(), uf.real());
    return 0;
}
