// Trailing return types `-> decltype(e)` whose operand names the function's parameters (stl_iterator.h's
// `auto __miter_base(move_iterator<I> it) -> decltype(__miter_base(it.base()))`, reached by std::copy from
// std::vector's reallocation): the result is the type the instance's arguments give, and the instance's name mangles
// the expression as g++ does (`_Z2mbIPiEDTcl2mbcldtfp_4baseEEE2miIT_E`, `_Z5twiceIiEDTplfp_fp_ET_`); also in plain
// code. GCC's binary and variadic type traits with reference operands (`__is_assignable(T&, U)`,
// `__is_constructible(T&, U&)`: stl_uninitialized.h's _GLIBCXX_USE_ASSIGN_FOR_INIT) as values in plain code and
// in instances.
#include <cstdio>
template<class I> struct mi { I p; I base() const { return p; } };
template<class I> I mb(I it) { return it; }
template<class I> auto mb(mi<I> it) -> decltype(mb(it.base())) { return mb(it.base()); }
template<class T> auto twice(T x) -> decltype(x + x) { return x + x; }
template<class T> auto neg(T x) -> decltype(-x) { return -x; }
template<class T, class U> auto less(T a, U b) -> decltype(a < b) { return a < b; }
template<class P> auto deref(P p) -> decltype(*p) { return *p; }
struct box { int v; int get() const { return v; } };
template<class B> auto through(const B *b) -> decltype(b->get()) { return b->get() * 10; }
auto plain(int x) -> decltype(x * 3) { return x * 3; }

struct NoAssign { NoAssign &operator=(const NoAssign &) = delete; };
template<class T, class U> struct traits {
    static bool assignable() { const bool a = __is_trivial(T) && __is_assignable(T&, U); return a; }
    static bool constructible() { return __is_constructible(T, U&); }
};

int main() {
    int a[3] = {5, 7, 9};
    mi<int*> m{a + 1};
    printf("%d %d %g %d\n", *mb(m), twice(21), twice(1.25), neg(4));
    printf("%d %d\n", (int)less(1, 2.5), (int)less(3L, 2));
    deref(a + 2) = 11;   // decltype(*p) is int&: the call is an lvalue
    printf("%d\n", a[2]);
    box b{4};
    printf("%d %d\n", through(&b), plain(5));
    bool x = __is_assignable(int&, int) && !__is_assignable(int, int) && __is_constructible(int&, int&);
    printf("%d %d %d\n", (int)x, (int)__is_assignable(NoAssign&, NoAssign), (int)__is_constructible(int, int));
    printf("%d %d %d %d\n", (int)traits<int, int>::assignable(), (int)traits<NoAssign, NoAssign>::assignable(),
           (int)traits<int, long>::constructible(), (int)traits<box, int>::constructible());
    return 0;
}
