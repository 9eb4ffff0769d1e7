// A local declared 'auto' in a class template's member, initialized by a call returning a const reference, is a
// non-const copy ([dcl.type.auto.deduct]: top-level const dropped); 'const auto' keeps const. The call naming it
// through a using-declaration of overloads in a dependent base must pick by that type (basic_string::assign at
// -std=c++20: auto __alloc = __str._M_get_allocator(); _Alloc_traits::allocate(__alloc, n) was "undeclared").
#include <cstdio>

template<class A> struct Traits {
    typedef A allocator_type;
    static int use(allocator_type &a, int n) { a.v += n; return 100 + a.v; }
    static int use(const allocator_type &a, int n) { return 200 + a.v + n; }
    static int use(allocator_type &a, int n, const void *) { return 300 + a.v + n; }
};
template<class A> struct Traits2 : Traits<A> {
    typedef Traits<A> Base;
    using Base::use;
};
template<class T> struct Alloc { int v = 7; };

template<class C> struct Str {
    typedef Alloc<C> CA;
    CA h;
    int arr[3] = {1, 2, 3};
    const CA &get() const { return h; }
    int go() {
        auto a = get();             // Alloc<C>, a copy
        int r1 = Traits2<CA>::use(a, 1);
        const auto b = get();       // const Alloc<C>
        int r2 = Traits2<CA>::use(b, 2);
        auto &c = h;                // Alloc<C>&
        int r3 = Traits2<CA>::use(c, 3);
        auto p = arr;               // int*
        return r1 * 1000000 + r2 * 1000 + r3 + p[2] * 0;
    }
};

int main() {
    Str<char> s;
    int r = s.go();
    std::printf("%d %d\n", r, s.h.v);
    Str<long> t;
    t.h.v = 1;
    r = t.go();
    std::printf("%d %d\n", r, t.h.v);
    return 0;
}
