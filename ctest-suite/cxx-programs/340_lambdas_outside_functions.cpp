// Lambdas outside function bodies (Itanium ABI 5.1.8 closure types in variable and data member initializers):
// in namespace-scope variables (global, in a namespace, inline), in a dynamic initializer, in static data members
// of a class (constexpr and inline), in default member initializers, nested in a namespace-scope lambda's body,
// converted to a function pointer, and a trailing return type with 'return {}'.
// ARGS: -std=c++20
#include <cstdio>

struct Pair { int a; int b; };

int counter = 0;

auto add1 = [](int x) { return x + 1; };
auto twice = [](int x) { return 2 * x + counter; };
inline auto add2 = [](int x) { return x + 2; };
int dyn = [](int x) { counter += 10; return x * 3; }(7);   // a dynamic initializer

namespace geo {
    auto area = [](int w, int h) { return w * h; };
    auto origin = []() -> Pair { return {}; };
    auto make = [](int a, int b) -> Pair { return {a, b}; };
}

auto compose = [](int x) {
    auto inner = [](int y) { return y * 10; };
    return inner(x) + [](int z) { return z - 1; }(x);
};

struct Policy {
    static constexpr auto scale = [](int x) { return x * 100; };
    static inline auto shift = [](int x) { counter++; return x - 5; };
    int base = [] { return 40; }() + 2;
    int made = [](int k) { counter += k; return k; }(3);
};

int apply(int (*fp)(int), int v) { return fp(v); }

int main() {
    std::printf("%d %d %d %d\n", add1(1), twice(4), add2(5), dyn);
    std::printf("%d %d %d\n", geo::area(3, 4), geo::origin().a + geo::origin().b, geo::make(8, 9).b);
    std::printf("%d\n", compose(5));
    std::printf("%d %d\n", Policy::scale(7), Policy::shift(9));
    Policy p;
    std::printf("%d %d %d\n", p.base, p.made, counter);
    std::printf("%d %d\n", apply(add1, 41), apply(Policy::scale, 2));
    int (*fp)(int) = add2;
    std::printf("%d\n", fp(40));
    return 0;
}
