// [dcl.enum]/5: before the closing brace, an enumerator of an enumeration with a fixed underlying type has the
// underlying type, so `d = b | c` inside `enum class F : int` is int arithmetic (libstdc++'s atomic_wait.h,
// `__wait_private = __wait | __private_flag`, included by <memory> at -std=c++20); after the brace each has the
// enumeration's type (overloads on the enum type, scoped conversions).
#include <cstdio>
#include <type_traits>

enum class F : int { a = 0, b = 1, c = 2, d = b | c, e = d << 2, f = sizeof(e) };
enum U : unsigned char { x = 1, y = x + 1, z = y * 100 };
enum class W : long long { big = 1LL << 40, bigger = big * 4 };

static const char *which(U) { return "U"; }
static const char *which(int) { return "int"; }

int main() {
    std::printf("%d %d %d\n", (int)F::d, (int)F::e, (int)F::f);
    std::printf("%d %d %s %s\n", (int)y, (int)z, which(y), which(+y));
    std::printf("%lld %d\n", (long long)W::bigger, (int)std::is_same_v<decltype(F::d), F>);
    F v = F::e;
    std::printf("%d\n", v == F::e);
    return 0;
}
