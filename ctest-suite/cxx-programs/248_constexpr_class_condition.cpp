// A constant of class type as the condition of if constexpr and static_assert: its constexpr conversion function
// (integral_constant's operator value_type, a user operator bool reading a member) evaluated at compile time, as in
// basic_string's operator+: if constexpr (typename _Alloc_traits::is_always_equal{}). A plain if calls it at run time.
#include <cstdio>
template<class T, T v> struct ic {
    static constexpr T value = v;
    constexpr operator T() const noexcept { return value; }
};
using yes = ic<bool, true>;
using no = ic<bool, false>;
template<class A> struct traits { using always_equal = typename A::always_equal; };
struct Plain { using always_equal = yes; };
struct Stateful { using always_equal = no; };
template<class A> int pick() {
    using T = traits<A>;
    if constexpr (typename T::always_equal{}) return 1;
    else return 2;
}
struct W {
    int v;
    constexpr W(int x) : v(x) {}
    constexpr operator bool() const { return v > 2; }
};
template<int N> int big() {
    if constexpr (W{N}) return N;
    else return -N;
}
int direct() {
    if constexpr (yes{}) return 3;
    else return 4;
}
int runtime(int n) {
    if (W{n}) return 5;
    if (no{}) return 6;
    return 7;
}
static_assert(yes{}, "yes is true");
static_assert(W{5}, "five is big");
int main() {
    printf("%d %d %d %d %d\n", pick<Plain>(), pick<Stateful>(), big<3>(), big<1>(), direct());
    printf("%d %d\n", runtime(9), runtime(1));
    return 0;
}
