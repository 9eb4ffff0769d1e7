// Member functions of local classes: constructors, destructors, member and static member functions of a class
// declared in a function body, in a plain function and in a function template, where each instance has a local
// class of its own (mangled _ZZ <instance> E <class> …, parameter types instantiated), with overloaded static members
// chosen by a tag argument derived from the parameter's class (std::__stoa's _Save_errno and _Range_chk::_S_chk).
#include <stdio.h>

struct false_tag {};
struct true_tag {};
template<class A, class B> struct same : false_tag {};
template<class A> struct same<A, A> : true_tag {};

static int saved = 5;

int plain(int x) {
  typedef int number;
  struct Counter {
    number n;
    Counter(number start) : n(start) { printf("Counter(%d)\n", n); }
    ~Counter() { printf("~Counter(%d)\n", n); }
    void add(number d) { n += d; }
    number get() const { return n; }
    static number twice(number v) { return 2 * v; }
  };
  Counter c(x);
  c.add(Counter::twice(3));
  return c.get();
}

template<typename R, typename Ret, typename B>
Ret convert(R (*f)(B), B b) {
  Ret ret;
  struct Save {
    int old;
    Save() : old(saved) { saved = 0; printf("save %d\n", old); }
    ~Save() { if (saved == 0) saved = old; printf("restore %d\n", saved); }
  } const guard;
  struct Range {
    static bool out(R, false_tag) { return false; }
    static bool out(R v, true_tag) { return v < R(-100) || v > R(100); }
  };
  R tmp = f(b);
  if (Range::out(tmp, same<Ret, int>{})) {
    printf("out of range: %ld\n", (long)tmp);
    ret = 0;
  } else {
    ret = (Ret)tmp;
  }
  return ret;
}

long square(long v) { return v * v; }
double half(double v) { return v / 2; }

int main() {
  printf("%d\n", plain(10));
  printf("%d\n", convert<long, int, long>(square, 9L));
  printf("%d\n", convert<long, int, long>(square, 11L));
  printf("%ld\n", convert<long, long, long>(square, 11L));
  printf("%g\n", convert<double, double, double>(half, 5.0));
  printf("saved %d\n", saved);
  return 0;
}
