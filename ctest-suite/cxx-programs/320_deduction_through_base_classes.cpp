// Template argument deduction from a base class of the argument ([temp.deduct.call]/4.3): std::tuple's shape,
// where get<I> finds the element through __get_helper<I>(_Tuple_impl<I, H, T...>&) and the tuple's class derives
// from _Tuple_impl<0, ...>, which derives from _Tuple_impl<1, ...> and so on: only one base deduces for each I.
#include <cstdio>

template<unsigned long I, class H> struct Head {
    H value;
    Head(H h) : value(h) {}
};
template<unsigned long I, class... T> struct Impl;
template<unsigned long I, class H, class... T> struct Impl<I, H, T...> : Impl<I + 1, T...>, Head<I, H> {
    typedef Head<I, H> Base;
    Impl(H h, T... t) : Impl<I + 1, T...>(t...), Head<I, H>(h) {}
    static H &head(Impl &i) { Base &b = i; return b.value; }
    static const H &head(const Impl &i) { const Base &b = i; return b.value; }
};
template<unsigned long I> struct Impl<I> { Impl() {} };
template<class... T> struct Tup : Impl<0, T...> { Tup(T... t) : Impl<0, T...>(t...) {} };

template<unsigned long I, class T> struct At;
template<unsigned long I, class H, class... T> struct At<I, Tup<H, T...>> : At<I - 1, Tup<T...>> {};
template<class H, class... T> struct At<0, Tup<H, T...>> { typedef H type; };

// the const and non-const overloads both deduce through the same base: the reference binding ranks them
template<unsigned long I, class H, class... T> H &helper(Impl<I, H, T...> &t) { std::printf("[&] "); return Impl<I, H, T...>::head(t); }
template<unsigned long I, class H, class... T> const H &helper(const Impl<I, H, T...> &t) { std::printf("[const&] "); return Impl<I, H, T...>::head(t); }
template<unsigned long I, class H, class... T> H *address(Impl<I, H, T...> *t) { return &Impl<I, H, T...>::head(*t); }

// called from function template instances (the explicit argument is the instance's I)
template<unsigned long I, class... T> typename At<I, Tup<T...>>::type &get(Tup<T...> &t) { return helper<I>(t); }
template<unsigned long I, class... T> const typename At<I, Tup<T...>>::type &get(const Tup<T...> &t) { return helper<I>(t); }

// no explicit argument: the first base deduces (Impl<0, ...> itself is a base of Tup)
template<unsigned long I, class H, class... T> unsigned long index_of_first(const Impl<I, H, T...> &) { return I; }

// a class derived from a class template instance at two levels
template<class T> struct Box { T v; };
struct Mid : Box<long> {};
struct Leaf : Mid { int extra = 9; };
template<class T> T unbox(const Box<T> &b) { return b.v; }
template<class T> void bump(Box<T> *b) { b->v += 100; }

int main() {
    Tup<int, char, double> t(3, 'x', 2.5);
    std::printf("%d\n", get<0>(t));
    std::printf("%c\n", get<1>(t));
    std::printf("%g\n", get<2>(t));
    get<1>(t) = 'y';
    helper<2>(t) *= 4;
    const Tup<int, char, double> &ct = t;
    std::printf("%c\n", get<1>(ct));
    std::printf("%g\n", helper<2>(ct));
    *address<0>(&t) += 40;
    *address<2>(&t) += 0.25;
    std::printf("%g\n", get<2>(t));
    std::printf("%d\n", get<0>(t));
    std::printf("%lu\n", index_of_first(t));

    Tup<short, Tup<int, int>> nested((short)5, Tup<int, int>(6, 7));
    std::printf("%d\n", get<0>(nested));
    std::printf("%d\n", get<1>(get<1>(nested)));

    Leaf leaf;
    leaf.v = 12;
    bump(&leaf);
    std::printf("%ld %d\n", unbox(leaf), leaf.extra);
    return 0;
}
