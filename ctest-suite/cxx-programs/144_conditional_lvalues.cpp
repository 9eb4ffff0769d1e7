// C++ c ? a : b of two lvalues is an lvalue: assigned through, bound to references, returned by reference (the
// pattern of std::max/std::min). Binding a const T& result to a copy of a local temporary was a miscompile at -O2.
#include <cstdio>

static const double &maxOf(const double &a, const double &b) { return a < b ? b : a; }
template<class T> static const T &minOf(const T &a, const T &b) { return b < a ? b : a; }
template<class T> static T biggest(T x) { T e = maxOf(x * 2, x + 1); return minOf(e, T(100)); }

int main() {
    int x = 1, y = 2;
    bool c = true;
    (c ? x : y) = 10;
    int &r = c ? y : x;
    r += 5;
    std::printf("%d %d\n", x, y);
    const int &m = minOf(x, y);
    std::printf("%d %d\n", m, (int)(&m == &y));
    double p = 2.5, q = 4.0;
    std::printf("%g %g %g\n", maxOf(p, q), biggest(1.5), biggest(70.0));
    ++(x < y ? x : y);
    std::printf("%d %d\n", x, y);
    return 0;
}
