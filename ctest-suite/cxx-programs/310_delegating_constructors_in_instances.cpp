// Delegating constructors of class template instances ([class.base.init]/6): the class's own name in a
// mem-initializer (the injected class name P, or P<A, B>) delegates to the instance's constructor that the
// instantiated arguments choose; in-class, member templates, and out-of-class member templates (<tuple>'s
// pair(piecewise_construct_t, tuple<A1...>, tuple<A2...>) : pair(__first, __second, …)). It was "'P' is not a base class".
#include <cstdio>
template<class... T> struct Pack {};
int made;
template<class A, class B> struct P {
  A first; B second;
  P(A a, B b) : first(a), second(b) { ++made; }
  P() : P(A(1), B(2)) {}
  explicit P(char c) : P<A, B>(A(c), B(4)) {}
  template<class... X> P(Pack<X...> p, int n);
  template<class U> explicit P(U *u) : P(A(*u), B(*u * 2)) {}
  ~P() { printf("~P %g %g\n", (double)first, (double)second); }
};
template<class A, class B>
  template<class... X>
    P<A, B>::P(Pack<X...>, int n) : P(A(n + (int)sizeof...(X)), B(n)) {}
int main() {
  {
    P<int, double> a;
    P<long, int> b(Pack<int, char>(), 5);
    int v = 7;
    P<int, long> c(&v);
    P<double, int> d('a');
    printf("%d %g %ld %d %d %ld %g %d\n", a.first, a.second, b.first, b.second, c.first, c.second, d.first, d.second);
  }
  printf("made %d\n", made);
  return 0;
}
