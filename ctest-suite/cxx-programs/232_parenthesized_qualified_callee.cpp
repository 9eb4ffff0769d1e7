// A parenthesized qualified function name as the callee, (N::f)(args), as libstdc++ writes (std::max)(size(), __n) to
// escape a max macro: it calls what N::f(args) calls (a qualified name has no ADL to suppress), so reference
// parameters bind their arguments (was "passing 'int' to parameter of type 'int *'") and function templates deduce,
// in plain code and in a member of a class template instance.
#include <cstdio>
namespace N {
template <class T> const T &mx(const T &a, const T &b) { return a < b ? b : a; }
int twice(int &x) { x *= 2; return x; }
void twice(double &x) { x *= 2.5; }
struct S { static int bump(int &x) { return ++x; } };
}
template <class T> struct V {
    T n = 4;
    T size() const { return n; }
    T grow(T k) const { return size() + (N::mx)(size(), k); }
};
int main() {
    unsigned long a = 3, b = 5;
    int z = 7;
    double d = 2;
    (N::twice)(z);
    (N::twice)(d);
    (N::S::bump)(z);
    const unsigned long &r = (N::mx)(a, b);
    b = 1;
    V<unsigned long> v;
    std::printf("%lu %d %.1f %lu %lu\n", r, z, d, v.grow(2), v.grow(9));
    return 0;
}
