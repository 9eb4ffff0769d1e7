// <complex>: std::complex<float/double/long double> (explicit specializations holding a GNU
// _Complex member built by _M_value{__r, __i}), arithmetic, comparisons, abs/arg/norm/conj/polar,
// exp/log/sqrt/pow, literals of the other specializations, and printing with <<.
#include <complex>
#include <iostream>
#include <cstdio>

using cd = std::complex<double>;

static cd horner(const cd* coef, int n, cd x) {
    cd r = 0.0;
    for (int i = 0; i < n; i++) r = r * x + coef[i];
    return r;
}

template<typename T> static T sumAll(const std::complex<T>* v, int n) {
    std::complex<T> s;
    for (int i = 0; i < n; i++) s += v[i];
    return s.real() + s.imag();
}

int main() {
    cd z(1.0, 2.0), w(3.0, -1.0);
    cd p = z * w, q = z / w, s = z + w, d = z - w;
    std::printf("%g %g | %g %g | %g %g | %g %g\n", p.real(), p.imag(), q.real(), q.imag(), s.real(), s.imag(), d.real(), d.imag());
    std::printf("abs %.6f arg %.6f norm %g\n", std::abs(z), std::arg(z), std::norm(z));
    cd c = std::conj(z);
    std::printf("conj %g %g eq %d ne %d\n", c.real(), c.imag(), (int) (z == cd(1.0, 2.0)), (int) (z != w));
    cd e = std::exp(cd(0.0, 3.141592653589793));
    std::printf("exp %.6f %.6f\n", e.real(), std::abs(e.imag()) < 1e-12 ? 0.0 : e.imag());
    cd r = std::sqrt(cd(-4.0, 0.0));
    std::printf("sqrt %g %g\n", r.real(), r.imag());
    cd l = std::log(cd(1.0, 1.0));
    std::printf("log %.6f %.6f\n", l.real(), l.imag());
    cd pw = std::pow(z, cd(2.0, 0.0));
    std::printf("pow %.6f %.6f\n", pw.real(), pw.imag());
    cd pol = std::polar(2.0, 0.0);
    std::printf("polar %g %g\n", pol.real(), pol.imag());
    z.real(5.0);
    z.imag(-6.0);
    z *= 2.0;
    z -= cd(1.0, 1.0);
    std::printf("z %g %g\n", z.real(), z.imag());
    std::complex<float> f(1.5f, 2.5f);
    f.imag(3.0f);
    f = f * std::complex<float>(2.0f, 0.0f);
    std::printf("f %g %g\n", f.real(), f.imag());
    std::complex<long double> ld(2.0L, 3.0L);
    ld = ld * ld;
    std::printf("ld %g %g\n", (double) ld.real(), (double) ld.imag());
    cd coef[3] = {cd(1, 0), cd(0, 1), cd(2, -1)};
    cd h = horner(coef, 3, cd(1, 1));
    std::printf("horner %g %g\n", h.real(), h.imag());
    std::complex<float> fv[2] = {{1, 2}, {3, 4}};
    std::printf("sum %g %g\n", sumAll(coef, 3), sumAll(fv, 2));
    std::cout << w << " " << std::complex<float>(0.5f, -0.25f) << "\n";
    return 0;
}
