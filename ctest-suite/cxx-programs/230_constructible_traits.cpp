// GCC's variadic __is_constructible(T, Args...), __is_nothrow_constructible and __is_trivially_constructible, which
// <type_traits>' is_constructible, is_nothrow_constructible (std::vector's _S_use_relocate) and
// is_trivially_constructible are built on: CDT left the nothrow form unknown and answered true for every non-class
// type; ConstructibleTraits evaluates them per [meta.unary.prop] (T t(declval<Args>()...); well-formed, and calling
// nothing that may throw / nothing non-trivial). Compared with g++ 12, through a header-free bool_constant and through
// <type_traits>, directly and inside a class template with a pack.
#include <cstdio>
#include <type_traits>

template <bool B> struct bool_c { static constexpr bool value = B; };
template <class T, class... A> struct my_constructible : bool_c<__is_constructible(T, A...)> {};
template <class T, class... A> struct my_nothrow : bool_c<__is_nothrow_constructible(T, A...)> {};
template <class T, class... A> struct my_trivially : bool_c<__is_trivially_constructible(T, A...)> {};

struct Throwing { Throwing(int) {} };
struct Noexcept { Noexcept(int) noexcept {} Noexcept(int, int) {} };
struct Deleted { Deleted(int) = delete; Deleted() = default; };
struct Explicit { explicit Explicit(int) noexcept {} };
struct Plain { int a; double b; };
struct CopyThrows { CopyThrows() = default; CopyThrows(const CopyThrows &) {} };
struct Abstract { virtual void f() = 0; };
struct Conv { operator int() const { return 1; } };

template <class T, class... A> void row(const char *what) {
    std::printf("%-24s %d %d %d | %d %d %d\n", what, (int)my_constructible<T, A...>::value,
                (int)my_nothrow<T, A...>::value, (int)my_trivially<T, A...>::value,
                (int)std::is_constructible<T, A...>::value, (int)std::is_nothrow_constructible<T, A...>::value,
                (int)std::is_trivially_constructible<T, A...>::value);
}

// A class template choosing a path on the trait of its parameter, as std::vector's _S_relocate_a does.
template <class T> struct Box {
    int pick() const { if constexpr (std::is_nothrow_move_constructible<T>::value) return 1; else return 2; }
};

int main() {
    row<int, int>("int <- int");
    row<int, int *>("int <- int*");
    row<int &, int>("int& <- int");
    row<const int &, int>("const int& <- int");
    row<int &, int &>("int& <- int&");
    row<int>("int <- ()");
    row<int, int, int>("int <- int, int");
    row<double, Conv>("double <- Conv");
    row<Throwing, int>("Throwing <- int");
    row<Noexcept, int>("Noexcept <- int");
    row<Noexcept, int, int>("Noexcept <- int, int");
    row<Noexcept>("Noexcept <- ()");
    row<Deleted, int>("Deleted <- int");
    row<Deleted>("Deleted <- ()");
    row<Explicit, int>("Explicit <- int");
    row<Plain>("Plain <- ()");
    row<Plain, const Plain &>("Plain <- const Plain&");
    row<Plain, Plain &&>("Plain <- Plain&&");
    row<CopyThrows, const CopyThrows &>("CopyThrows <- const&");
    row<Abstract>("Abstract <- ()");
    row<void>("void <- ()");
    row<int[3]>("int[3] <- ()");
    std::printf("%d %d %d\n", (int)std::is_nothrow_move_constructible<int>::value,
                (int)std::is_nothrow_copy_constructible<CopyThrows>::value,
                (int)std::is_default_constructible<Deleted>::value);
    std::printf("%d %d %d\n", Box<int>().pick(), Box<CopyThrows>().pick(), Box<Throwing>().pick());
    return 0;
}
