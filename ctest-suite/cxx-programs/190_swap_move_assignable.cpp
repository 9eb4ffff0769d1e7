// libstdc++'s <utility>: std::swap, std::move, std::forward. swap is constrained by enable_if<is_move_assignable<T>…>,
// whose value is GCC's __is_assignable(T&, T&&) builtin (CDT left it unknown: AssignableTraits evaluates it), and it is
// declared twice (<type_traits>'s _Require<…> result, bits/move.h's enable_if<…>::type: one template, Redeclarations);
// std::move(a) of an lvalue is move<int&> (a reference template argument: ReferenceArguments).
#include <utility>
#include <cstdio>

struct P { int x, y; };
struct NoAssign { NoAssign &operator=(const NoAssign &) = delete; };
struct Conv { operator int() const { return 42; } };

template <class T> T pass(T &&v) { return v; }

template <class T, class U> void show(const char *what) {
    std::printf("%s: %d %d %d\n", what, (int)std::is_assignable<T, U>::value, (int)std::is_nothrow_assignable<T, U>::value,
                (int)std::is_trivially_assignable<T, U>::value);
}

int main() {
    int a = 1, b = 2;
    std::swap(a, b);
    double d = 1.5, e = 4.5;
    std::swap(d, e);
    P p{1, 2}, q{3, 4};
    std::swap(p, q);
    int m = std::move(a);
    int &r = std::forward<int &>(b);
    r = 7;
    std::printf("%d %d %g %g %d %d %d %d %d\n", a, b, d, e, p.x, q.y, m, r, pass(5));
    show<int &, int &&>("int& = int&&");
    show<int, int>("int = int");
    show<const int &, int>("const int& = int");
    show<int &, Conv>("int& = Conv");
    show<long &, double>("long& = double");
    show<P &, const P &>("P& = const P&");
    show<P &, int>("P& = int");
    show<NoAssign &, const NoAssign &>("NoAssign& = const NoAssign&");
    std::printf("%d %d\n", (int)std::is_move_assignable<int>::value, (int)std::is_copy_assignable<NoAssign>::value);
    return 0;
}
