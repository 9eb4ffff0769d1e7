// Calls through dependent names inside function template instances (as libstdc++'s <cmath> and <bits/functional_hash.h>
// make them): a qualified static member function of a class template, T(x) of a scalar T, a function template taking
// const T& (its result a reference), a default argument, and a base named by a typedef of a template instance.
#include <cstdio>

template<class T> struct Consts { static T pi() { return T(3.25); } static const int k = 4; };
namespace ns {
template<class T> inline const T &mx(const T &a, const T &b) { return a < b ? b : a; }
inline long hashOf(const void *p, unsigned long n, long seed = 7) { return (long)n * 100 + seed + (p != nullptr); }
template<class T> long hashOf(const T &v) { return hashOf(&v, sizeof(v)); }
}
template<class T> T scaled(unsigned n) {
    const T a = -T(n);
    return a * Consts<T>::pi() + T(Consts<T>::k);
}
template<class T> T biggest(T x) {
    T e = ns::mx(x * 2, x + 1);
    return ns::mx(e, T(3));
}
template<class T, T v> struct Constant { static constexpr T value = v; };
typedef Constant<bool, true> Yes;
typedef Constant<bool, false> No;
template<class T> struct IsFast : No {};
struct Fast {};
template<> struct IsFast<Fast> : Yes {};

int main() {
    std::printf("%g %g\n", scaled<double>(2), (double)scaled<float>(3));
    std::printf("%g %d %d\n", biggest(1.5), biggest(7), ns::mx(0, static_cast<int>(4 * 1.5)));
    std::printf("%ld %ld\n", ns::hashOf(3), ns::hashOf(2.5));
    std::printf("%d %d\n", (int)IsFast<int>::value, (int)IsFast<Fast>::value);
    return 0;
}
