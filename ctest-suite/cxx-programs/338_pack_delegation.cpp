// Delegation to a private constructor template deduced from two type packs and two non-type packs (the shape of
// std::pair's piecewise constructor): the target's name mangles each pack as its own argument pack.
#include <cstdio>
template<unsigned long... I> struct Idx { };
template<unsigned long N> struct Build;
template<> struct Build<0> { using type = Idx<>; };
template<> struct Build<1> { using type = Idx<0>; };
template<> struct Build<2> { using type = Idx<0, 1>; };
template<> struct Build<3> { using type = Idx<0, 1, 2>; };
template<class... A> struct Tup { };
template<class T> struct P {
  T a; int b;
  template<class... A1, class... A2>
  P(int tag, Tup<A1...> f, Tup<A2...> s) : P(f, s, typename Build<sizeof...(A1)>::type(), typename Build<sizeof...(A2)>::type()) { b += tag; }
private:
  template<class... A1, class... A2, unsigned long... I1, unsigned long... I2>
  P(Tup<A1...>&, Tup<A2...>&, Idx<I1...>, Idx<I2...>) : a(10 * sizeof...(I1) + sizeof...(A1)), b(100 * (sizeof...(I2) + 1) + (int)(0 + ... + I2)) {}
};
template<class... A1, class... A2> int split(Tup<A1...>, Tup<A2...>) { return 10 * sizeof...(A1) + sizeof...(A2); }
int main() {
  P<int> p(0, Tup<int>(), Tup<int, char>());
  P<int> r(2, Tup<>(), Tup<int, long, char>());
  P<long> s(3, Tup<int, int, char>(), Tup<>());
  printf("%d %d\n%d %d\n%ld %d\n", p.a, p.b, r.a, r.b, s.a, s.b);
  printf("%d %d\n", split(Tup<int>(), Tup<int, char>()), split(Tup<>(), Tup<long, int, char>()));
}
