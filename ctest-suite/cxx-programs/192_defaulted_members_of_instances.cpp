// Special members defaulted on their first declaration (= default in the class) of class template instances and of
// bases: trivial ones are no calls (as g++: nothing emitted), non-trivial ones are synthesized as the implicit ones.
#include <cstdio>

struct Noisy {
  int v;
  Noisy() : v(7) { printf("Noisy()\n"); }
  Noisy(const Noisy &o) : v(o.v + 1) { printf("Noisy(const Noisy&) %d\n", v); }
  ~Noisy() { printf("~Noisy %d\n", v); }
};

template<typename U, typename V> class PairBase {
  template<typename T1, typename T2> friend struct Pair;
  PairBase() = default;
  ~PairBase() = default;
  PairBase(const PairBase &) = default;
  PairBase &operator=(const PairBase &) = default;
};

template<typename T1, typename T2> struct Pair : private PairBase<T1, T2> {
  T1 first;
  T2 second;
  Pair(const Pair &) = default;
  Pair(Pair &&) = default;
  template<typename A, typename B> Pair(A &&a, B &&b) : first(a), second(b) {}
};

class Base {            // not a template: a defaulted default constructor run from a derived constructor
  friend struct Derived;
  Base() = default;
  ~Base() = default;
};
struct Derived : Base {
  int x;
  Derived(int v) : x(v) {}
};

template<typename T> struct Holder {   // non-trivial defaulted members: synthesized (Noisy's are called)
  T t;
  int n;
  Holder() = default;
  Holder(const Holder &) = default;
  ~Holder() = default;
};

template<typename T> struct Wrapped : Holder<T> {
  Wrapped() : Holder<T>() {}
};

int main() {
  Pair<int, double> p(1, 2.5);
  Pair<int, double> q = p;
  Pair<int, double> r(static_cast<Pair<int, double> &&>(q));
  printf("%d %g %d %g %d %g\n", p.first, p.second, q.first, q.second, r.first, r.second);
  Pair<char, long> c('a', 40L);
  Pair<char, long> d(c);
  printf("%c %ld\n", d.first, d.second + 2);
  Derived dv(5);
  printf("%d\n", dv.x);
  {
    Holder<Noisy> h;
    h.n = 3;
    Holder<Noisy> h2 = h;
    printf("%d %d %d\n", h.t.v, h2.t.v, h2.n);
  }
  {
    Wrapped<Noisy> w;
    printf("%d\n", w.t.v);
  }
  return 0;
}
