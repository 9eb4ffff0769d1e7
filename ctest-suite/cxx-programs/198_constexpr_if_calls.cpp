// `if constexpr` conditions in class template instances that call constexpr functions (vector.tcc's
// `if constexpr (_S_use_relocate())`, whose callee returns `_S_nothrow_relocate(__is_move_insertable<A>{})`, which returns
// `noexcept(std::__relocate_a(std::declval<pointer>(), …))`): the callee's returned expression under the instance's
// arguments, tag-dispatched overloads, sizeof, `noexcept` of constructions, of calls of functions whose own
// specification is `noexcept(noexcept(…))`, and `!`/`&&` of them. Only the taken branch is instantiated.
#include <cstdio>
template<class T> T&& declval() noexcept;
struct Thr { int v; Thr() : v(0) {} Thr(const Thr& o) : v(o.v) {} ~Thr() {} };
struct NoThr { int v; NoThr() : v(0) {} NoThr(const NoThr& o) noexcept : v(o.v) {} };
struct tt {};
struct ft {};
template<class T> struct pick { typedef ft type; };
template<> struct pick<int> { typedef tt type; };
template<> struct pick<Thr> { typedef tt type; };
template<> struct pick<NoThr> { typedef tt type; };
template<class T> void make_at(T *p, T &&v) noexcept(noexcept(T(declval<T&&>()))) { *p = v; }
template<class T> void relocate(T *p, T &q) noexcept(noexcept(make_at(p, static_cast<T&&>(q)))) { make_at(p, static_cast<T&&>(q)); }
template<class T> struct V {
    static constexpr bool nothrow(tt) { return noexcept(relocate(declval<T*>(), declval<T&>())); }
    static constexpr bool nothrow(ft) { return false; }
    static constexpr bool use() { return nothrow(typename pick<T>::type{}); }
    static constexpr bool four(tt) { return sizeof(T) == 4; }
    static constexpr bool four(ft) { return sizeof(T) == 4; }
    static constexpr bool isfour() { return four(tt{}); }
    static constexpr bool big() { return sizeof(T) > 2 && !use(); }
    static constexpr bool copies() { return noexcept(T(declval<const T&>())); }
    int f() { if constexpr (use()) return 1; else return 2; }
    int g() { if constexpr (isfour()) return 3; else return 4; }
    int h() { if constexpr (big()) return 5; else return 6; }
    int k() { if constexpr (!copies()) return 7; else return 8; }
    int only() { if constexpr (use()) return T::nope; else return 9; }   // the discarded branch is not instantiated
};
int main() {
    printf("%d %d %d %d\n", V<int>().f(), V<Thr>().f(), V<NoThr>().f(), V<double>().f());
    printf("%d %d %d %d\n", V<int>().g(), V<Thr>().g(), V<char>().g(), V<double>().g());
    printf("%d %d %d %d\n", V<int>().h(), V<Thr>().h(), V<char>().h(), V<double>().h());
    printf("%d %d %d %d\n", V<int>().k(), V<Thr>().k(), V<NoThr>().k(), V<double>().k());
    printf("%d %d\n", V<Thr>().only(), V<double>().only());
    return 0;
}
