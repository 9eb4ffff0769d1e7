// Functional casts to class types inside template instances: a typedef of a class template instance called with
// forwarded arguments (make_pair's __pair_type(std::forward<_T1>(__x), ...)), the injected class name with braces
// (basic_string_view{_M_str + __pos, __rlen}), and objects constructed from forwarded (xvalue) arguments.
#include <cstdio>

template<typename T> T &&fwd(T &t) { return static_cast<T &&>(t); }

template<typename T1, typename T2> struct Pair {
  T1 first;
  T2 second;
  Pair(const Pair &) = default;
  template<typename A, typename B> Pair(A &&a, B &&b) : first(fwd<A>(a)), second(fwd<B>(b)) {}
};

template<typename T1, typename T2> Pair<T1, T2> makePair(T1 &&x, T2 &&y) {
  typedef Pair<T1, T2> pair_type;
  return pair_type(fwd<T1>(x), fwd<T2>(y));
}

template<typename C> struct View {
  const C *str;
  unsigned long len;
  View(const C *p, unsigned long n) : str(p), len(n) {}
  View sub(unsigned long pos, unsigned long n) const { return View{str + pos, n}; }
  View tail(unsigned long pos) const { return View(str + pos, len - pos); }
};

struct Sink {
  int v;
  Sink(int &&a) : v(a * 10) {}
  Sink(int &a) : v(a) {}
};

template<typename T> int sinkOf(T &&x) {
  Sink s(fwd<T>(x));            // T = int: an xvalue, Sink(int &&)
  return s.v + Sink(fwd<T>(x)).v;
}

int main() {
  Pair<int, double> p = makePair(3, 4.5);
  Pair<char, long> q = makePair('x', 9L);
  printf("%d %g %c %ld\n", p.first, p.second, q.first, q.second);
  View<char> v("hello world", 11);
  View<char> w = v.sub(6, 3), t = v.tail(4);
  printf("%.*s %.*s %lu\n", (int)w.len, w.str, (int)t.len, t.str, t.len);
  int a = 4;
  printf("%d %d\n", sinkOf(5), sinkOf(a));
  return 0;
}
