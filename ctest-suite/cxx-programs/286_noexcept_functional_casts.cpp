// noexcept(T(args)) and noexcept(T{args}) of a class T: the constructor the arguments select decides ([expr.unary.noexcept],
// [except.spec]): a user-declared noexcept or throwing constructor, an implicit copy constructor (noexcept when the
// members' are), a scalar conversion; in plain code and in class template instances (std::vector's
// `noexcept(T(std::declval<T&&>()))`-shaped conditions). jcirc answered "may throw" for every functional cast of a class.
#include <cstdio>
template<class T> T&& declval() noexcept;
struct Thr { int v; Thr() : v(0) {} Thr(const Thr& o) : v(o.v) {} ~Thr() {} };
struct NoThr { int v; NoThr() noexcept : v(0) {} NoThr(const NoThr& o) noexcept : v(o.v) {} NoThr(int x) : v(x) {} };
struct Moves { int v; Moves() {} Moves(Moves&&) noexcept {} Moves(const Moves&) {} };
struct Plain { int a; double b; };
template<class T> struct V {
    static bool copy() { return noexcept(T(declval<const T&>())); }
    static bool move() { return noexcept(T(declval<T&&>())); }
    static bool dflt() { return noexcept(T()); }
};
int main() {
    bool a = noexcept(Thr(declval<Thr&&>())), b = noexcept(NoThr(declval<NoThr&&>())), c = noexcept(NoThr(3));
    bool d = noexcept(NoThr()), e = noexcept(Moves(declval<Moves&&>())), f = noexcept(Moves(declval<Moves&>()));
    bool g = noexcept(Plain(declval<Plain&>())), h = noexcept(int(2.5)), i = noexcept(NoThr{declval<NoThr&>()});
    printf("%d %d %d %d %d %d %d %d %d\n", a, b, c, d, e, f, g, h, i);
    printf("%d %d %d\n", V<Thr>::copy(), V<Thr>::move(), V<Thr>::dflt());
    printf("%d %d %d\n", V<NoThr>::copy(), V<NoThr>::move(), V<NoThr>::dflt());
    printf("%d %d %d\n", V<Moves>::copy(), V<Moves>::move(), V<Moves>::dflt());
    printf("%d %d %d\n", V<Plain>::copy(), V<Plain>::move(), V<Plain>::dflt());
    printf("%d %d %d\n", V<int>::copy(), V<int>::move(), V<int>::dflt());
    return 0;
}
