// std::make_tuple after std::make_pair (CDT's alias-instantiation cache mixed the pack _Elements with make_pair's
// _T1), std::get<I> and std::get<T> (__is_same(_Tp, _Types)... per pack element), std::tie(a, b) = t (operator= on
// a class prvalue), and the same rules with the program's own templates.
#include <tuple>
#include <utility>
#include <string>
#include <cstdio>

template<class... T> struct Box { int n = sizeof...(T); Box(T...) {} };
template<class T> struct Id { typedef T type; };
template<class T> using IdT = typename Id<T>::type;
template<class T> struct Strip { typedef T type; };
template<class T> using DS = Strip<IdT<T>>;
// the pack first, then a plain parameter of the same position
template<class... E> Box<typename DS<E>::type...> many(E... e) { return Box<typename DS<E>::type...>(e...); }
template<class E> typename DS<E>::type one(E e) { return e + 1; }
// a plain parameter first, then the pack
template<class A, class B> std::pair<typename DS<A>::type, typename DS<B>::type> two(A a, B b) { return {a, b}; }
template<class... E> std::tuple<typename DS<E>::type...> all(E... e) { return std::tuple<typename DS<E>::type...>(e...); }

template<class T, class... Ts> constexpr int where() {
    constexpr bool found[sizeof...(Ts)] = { __is_same(T, Ts)... };
    for (int i = 0; i < (int) sizeof...(Ts); i++) if (found[i]) return i;
    return -1;
}

struct Loud {
    int v;
    ~Loud() { printf("~Loud %d\n", v); }
    Loud &operator=(int x) { printf("Loud %d = %d\n", v, x); v = x; return *this; }
};
Loud make(int v) { return Loud{v}; }

int main() {
    auto p = std::make_pair(1, 2.5);
    auto t = std::make_tuple(3, 4.5, 'c', std::string("str"));
    printf("%d %g | %d %g %c %s\n", p.first, p.second, std::get<0>(t), std::get<1>(t), std::get<2>(t), std::get<3>(t).c_str());
    printf("%d %g %c %s\n", std::get<int>(t), std::get<double>(t), std::get<char>(t), std::get<std::string>(t).c_str());
    std::get<0>(t) = 30;
    std::get<std::string>(t) += "ing";
    printf("%d %s %zu\n", std::get<0>(t), std::get<3>(t).c_str(), std::tuple_size<decltype(t)>::value);

    int a = 0; double b = 0; std::string s;
    std::tie(a, b, std::ignore, s) = t;
    printf("%d %g %s\n", a, b, s.c_str());
    std::tie(a, b) = std::make_pair(7, 8.5);
    printf("%d %g\n", a, b);

    auto m = many(1, 2L, 3.0);
    auto q = two(4, 'x');
    auto u = all(5, 6.5);
    printf("%d %d %d %c %d %g\n", m.n, one(9), q.first, q.second, std::get<0>(u), std::get<1>(u));
    printf("%d %d %d %d\n", where<int, char, int, long>(), where<long, char, int, long>(), where<char, char>(), where<short, int, long>());

    make(1) = 2;
    int v = (make(3) = 4).v;
    printf("v %d\n", v);
    return 0;
}
