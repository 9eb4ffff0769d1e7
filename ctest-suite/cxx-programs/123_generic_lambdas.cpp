// Generic lambdas: 'auto' parameters instantiated per call with different argument types, 'auto&&' and
// 'auto&' parameters, captures by copy and by reference, a generic lambda passed to a function template
// and called there, structs as arguments, and g++'s names for the closure types and operator instances.
#include <stdio.h>

struct P { int x, y; };

template <class F> int apply(F f) { return f(3) + f(4); }
template <class F, class T> T call2(F f, T a, T b) { return f(a, b); }

int main() {
    int k = 10;
    long total = 0;
    auto inc = [](auto x) { return x + 1; };
    auto mix = [k](auto a, auto b) { return a * b + k; };
    auto add = [&total](auto &&v) { total += v; return total; };
    auto bump = [](auto &r) { r = r * 2; };
    auto px = [](auto p) { return p.x * 100 + p.y; };
    printf("%d %g %ld %d\n", inc(1), inc(2.5), inc(7L), inc('a'));
    printf("%ld %d %g\n", mix(2L, 3L), mix(4, 5), mix(0.5, 3.0));
    long first = add(5);
    long second = add(2.5 + 0.5);
    printf("%ld %ld\n", first, second);
    int n = 21;
    double d = 1.25;
    bump(n);
    bump(d);
    printf("%d %g\n", n, d);
    P p = {3, 4};
    printf("%d\n", px(p));
    printf("%d %d\n", apply(inc), apply([k](auto v) { return v * k; }));
    printf("%g %d\n", call2(mix, 1.5, 2.0), call2([](auto a, auto b) { return a - b; }, 9, 4));
    k = 99;   // captured by copy before
    printf("%d\n", mix(1, 1));
    return 0;
}
