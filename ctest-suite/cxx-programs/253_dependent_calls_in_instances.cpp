// Calls and operators inside members of class template instances that CDT's instantiation leaves unresolved
// (std::vector's shapes, without the headers):
// - a qualified call of overloaded namespace-scope function templates whose argument is a member call through a
//   using-declaration of a dependent base (stl_vector.h:730: std::_Destroy(first, last, _M_get_Tp_allocator()));
// - a free operator template whose operand is a member call (vector.tcc:452: __position - begin(), with
//   __normal_iterator's free operator- templates);
// - a static constant of a class template instance reached through a derived class template, named without
//   dependence in a template body (stl_vector.h:1917: __gnu_cxx::__numeric_traits<ptrdiff_t>::__max).
#include <cstdio>
namespace N {
template<class T> struct alloc { int id = 7; };
template<class It> void destroy(It a, It b) { for (; a != b; ++a) printf("destroy %d\n", *a); }
template<class It, class A> void destroy(It a, It b, A&) { printf("generic\n"); destroy(a, b); }
template<class It, class T> void destroy(It a, It b, alloc<T>& al) { printf("alloc %d\n", al.id); destroy(a, b); }
template<class T> struct base_traits { static const T max = sizeof(T) * 100; static const bool is_signed = T(-1) < 0; };
template<class T> struct traits : base_traits<T> {};
}
template<class It, class C> struct nit {
    It cur;
    explicit nit(It c) : cur(c) {}
    It base() const { return cur; }
};
template<class L, class R, class C> long operator-(const nit<L, C>& a, const nit<R, C>& b) { return a.base() - b.base(); }
template<class It, class C> long operator-(const nit<It, C>& a, const nit<It, C>& b) { return (a.base() - b.base()) * 10; }
template<class T, class Al> struct Base {
    struct Impl : Al { T* s; T* f; } impl;
    Al& get() noexcept { return impl; }
    int other = 3;
    int& get_other() { return other; }
};
template<class T, class Al = N::alloc<T>> struct V : Base<T, Al> {
    typedef Base<T, Al> B;
    using B::get;
    using B::get_other;
    typedef nit<T*, V> iterator;
    V(T* a, T* b) { this->impl.s = a; this->impl.f = b; }
    ~V() { N::destroy(this->impl.s, this->impl.f, get()); }
    void by_int() { N::destroy(this->impl.s, this->impl.s + 1, get_other()); }
    iterator begin() { return iterator(this->impl.s); }
    long pos(iterator p) { return p - begin(); }
    long limit() const { return N::traits<long>::max / sizeof(T); }
    bool sign() const { return N::traits<T>::is_signed; }
};
int main() {
    int a[3] = {1, 2, 3};
    {
        V<int> v(a, a + 3);
        v.by_int();
        printf("%ld %ld %d\n", v.pos(V<int>::iterator(a + 2)), v.limit(), (int)v.sign());
    }
    unsigned u[2] = {5, 6};
    V<unsigned> w(u, u + 2);
    printf("%ld %d\n", w.limit(), (int)w.sign());
    return 0;
}
