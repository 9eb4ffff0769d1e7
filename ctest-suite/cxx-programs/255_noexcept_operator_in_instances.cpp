// The noexcept operator inside members of class template instances and function template instances: its operand is
// unevaluated (std::declval<pointer>() has a decltype result and no definition: stl_vector.h:467's
// _S_nothrow_relocate), its callees are the ones the instance's arguments select: a function template instance
// declared noexcept or not, an overload chosen by the argument type, a member of another instance, T() of a
// template parameter (nothrow when T's default construction is).
#include <cstdio>
#include <utility>
void may_throw(int&) {}
void no_throw(int&) noexcept {}
void no_throw(double&) {}
template<class T> T* relocate(T* first, T* last, T* out) noexcept { return out + (last - first); }
template<class T> T* copy_n(T* first, T* last, T* out) { return out + (last - first); }
template<class T> struct Box {
    T v;
    void put(T x) noexcept { v = x; }
    T take() { return v; }
};
template<class T> struct V {
    typedef T* pointer;
    static bool decl() { return noexcept(std::declval<pointer>()); }
    static bool reloc() { return noexcept(relocate(std::declval<pointer>(), std::declval<pointer>(), std::declval<pointer>())); }
    static bool copy() { return noexcept(copy_n(std::declval<pointer>(), std::declval<pointer>(), std::declval<pointer>())); }
    static bool over() { return noexcept(no_throw(std::declval<T&>())); }
    static bool box_put(Box<T>& b) { return noexcept(b.put(T())); }
    static bool box_take(Box<T>& b) { return noexcept(b.take()); }
};
struct Loud { Loud() {} };
struct Quiet { Quiet() noexcept {} };
template<class T> bool make() { return noexcept(T()); }
template<class T> bool thrower() { return noexcept(may_throw(std::declval<T&>())); }
int main() {
    Box<int> bi;
    Box<double> bd;
    printf("%d %d %d %d %d %d\n", V<int>::decl(), V<int>::reloc(), V<int>::copy(), V<int>::over(), V<int>::box_put(bi), V<int>::box_take(bi));
    printf("%d %d %d %d %d %d\n", V<double>::decl(), V<double>::reloc(), V<double>::copy(), V<double>::over(), V<double>::box_put(bd), V<double>::box_take(bd));
    printf("%d %d %d %d\n", thrower<int>(), make<int>(), make<Loud>(), make<Quiet>());
    return 0;
}
