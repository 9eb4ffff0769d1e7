// Instances of constexpr variable templates of integral type (libstdc++'s is_invocable_v<…>, is_same_v<…>) named
// in expressions, static_assert, conditions and static data member initializers, also with dependent arguments in
// template instances (was "use of undeclared identifier"); a functional cast to a class template instance with a
// pack among its arguments, Tu<E...>(a...) (std::forward_as_tuple's tuple<_Elements&&...>(…): was "use of
// undeclared identifier 'Tu<E...>'").
#include <cstdio>
template<int N> constexpr int sq_v = N * N;
template<class T> constexpr bool is_int_v = __is_same(T, int);
template<class T, class U> constexpr bool same_v = __is_same(T, U);
template<class T> constexpr bool small_v = sizeof(T) < 4;
template<class T, class... A> constexpr bool first_int_v = is_int_v<T>;
template<class T> struct W { static constexpr bool value = is_int_v<T>; };

template<class T> int f() {
    static_assert(is_int_v<T> || !same_v<T, int>, "int");
    static_assert(first_int_v<T, char, double> == is_int_v<T>, "first");
    bool b = is_int_v<T>;
    if (same_v<T, long>) return 10 + b;
    return (sq_v<3>) + b;
}

template<class... T> struct Tu {
    int n;
    long sum;
    Tu(T... a) : n(sizeof...(T)), sum((0 + ... + (long)a)) {}
};
template<class... E> Tu<E...> mk(E... a) { return Tu<E...>(a...); }
template<class... E> struct Twice { Tu<E..., E...> t; Twice(E... a) : t(Tu<E..., E...>(a..., a...)) {} };

int main() {
    std::printf("%d %d %d\n", sq_v<4>, (int)is_int_v<int>, (int)is_int_v<char>);
    std::printf("%d %d\n", f<int>(), f<long>());
    std::printf("%d %d %d\n", f<short>(), (int)small_v<char>, (int)W<int>::value);
    Tu<int, long, char> t = mk(1, 20L, 'c');
    std::printf("%d %ld\n", t.n, t.sum);
    Tu<> e = mk();
    std::printf("%d %ld\n", e.n, e.sum);
    Twice<int, int> w(3, 4);
    std::printf("%d %ld\n", w.t.n, w.t.sum);
    return 0;
}
