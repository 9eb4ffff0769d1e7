// <cmath>: std::sqrt/std::abs/std::hypot overloads (the 3-argument hypot is a function template whose
// 'return {};' is list-initialization of a dependent return type), tr1's special functions (a default
// argument depending on the template parameter, '_Tp __phase = _Tp(+1)'), and the same shapes without
// the header: default arguments analysed in the callee's instance, two instances called from one
// function with the same default argument, a static member of a class template as a default argument.
#include <cmath>
#include <cstdio>

template<typename T> T twice(T x, T k = T(2)) { return x * k; }
template<typename T> T zero() { return {}; }
struct P { int a, b; };
template<typename T> struct Box {
    static constexpr int npos = 7;
    T v;
    int get(int i = npos) const { return i + (int)v; }
};

int main() {
    std::printf("%g %g %g\n", std::sqrt(2.0), (double)std::sqrt(2.0f), std::hypot(3.0, 4.0));
    std::printf("%g %g %g\n", std::hypot(1.0, 2.0, 2.0), (double)std::hypot(0.0f, 0.0f, 0.0f), (double)std::hypot(2.0L, 3.0L, 6.0L));
    std::printf("%d %ld %lld %g %g\n", std::abs(-3), std::abs(-4L), std::abs(-5LL), std::abs(-2.5), (double)std::fabs(-1.5f));
    std::printf("%g %g %g %g\n", std::pow(2.0, 10), std::floor(2.7), (double)std::ceil(2.1f), std::fmod(7.5, 2.0));
    std::printf("%g %g %d\n", std::assoc_legendre(2, 1, 0.5), std::legendre(3, 0.5), (int)std::isnan(std::nan("")));
    std::printf("%g %d %g\n", twice(1.5), twice(4), (double)twice(2.0f, 3.0f));
    std::printf("%g %d\n", twice(0.25), twice(5));
    std::printf("%d %g %d\n", zero<int>(), zero<double>(), zero<P>().b);
    Box<double> bx{1.0};
    Box<int> bi{2};
    std::printf("%d %d %d\n", bx.get(), bi.get(), bi.get(1));
    return 0;
}
