// Default member initializers of a class template, run by the implicit default constructor of each instance:
// WRONG CODE before (docs/wrong-code.md): they were analysed once, for the first instance, so Tab<double> after
// Tab<char> took Tab<char>'s types and member offsets (T *s = &single; bptr b = &s; sizeof(T); T(7) / 2), an internal
// compiler error under -fverify-each and with -fcir-direct. Now each instance analyses and generates its own.
#include <cstdio>

template<class T> struct Tab {
  typedef T** bptr;
  T arr[3]{};
  T single{};
  T* s = &single;
  long pad = sizeof(T) * 10;
  bptr buckets = &s;
  T half = T(7) / 2;
  T* third = arr + 2;
  bool usesSingle() const { return buckets == &s && *buckets == &single && third == &arr[2]; }
};

// the old case of cxx 298 (libstdc++'s _M_buckets = &_M_single_bucket in a second hashtable instance)
template<class T> struct Tab2 {
  typedef T** bptr;
  T* single = nullptr;
  long pad = 0;
  bptr buckets = &single;
  bool usesSingle() const { return buckets == &single; }
};

struct Counter {
  int v;
  Counter(int x) : v(x) { printf("Counter(%d)\n", x); }
  ~Counter() { printf("~Counter(%d)\n", v); }
};

// a member of class type whose constructor argument depends on T
template<class T> struct Holder {
  T value = T(3) / 2;
  Counter c{int(sizeof(T))};
  T* self = &value;
};

template<class T> struct Outer {
  Tab<T> tab;
  Holder<T> h;
  T last = h.value * 2;
};

template<class T> void show(const char* name) {
  Tab<T> t;
  t.single = T(5) / 2;
  printf("%s: single=%d pad=%ld half=%g via=%g\n", name, t.usesSingle(), t.pad, (double)t.half, (double)**t.buckets);
}

int main() {
  Tab<char> ta; Tab<double> tb; Tab<char> tc;
  tb.single = 2.5; ta.single = 'x';
  printf("single %d %d %d %g %c\n", ta.usesSingle(), tb.usesSingle(), tc.usesSingle(), **tb.buckets, **ta.buckets);
  printf("%ld %ld %g %d %d\n", ta.pad, tb.pad, tb.half, ta.half, tc.half);

  Tab2<int> a2; Tab2<double> b2; Tab2<int> c2;
  printf("single %d %d %d\n", a2.usesSingle(), b2.usesSingle(), c2.usesSingle());

  show<int>("int");
  show<double>("double");
  show<short>("short");

  {
    Holder<int> hi; Holder<double> hd; Holder<long long> hl;
    printf("holders %d %g %lld %d %d %d\n", hi.value, hd.value, hl.value, hi.self == &hi.value, hd.self == &hd.value, hl.self == &hl.value);
  }
  {
    Outer<float> of; Outer<int> oi;
    printf("outer %g %d %d %d\n", (double)of.last, oi.last, of.tab.usesSingle(), oi.tab.usesSingle());
  }
  Tab<double>* p = new Tab<double>;
  Tab<int>* q = new Tab<int>;
  printf("new %d %d %ld %ld\n", p->usesSingle(), q->usesSingle(), p->pad, q->pad);
  delete p;
  delete q;
  return 0;
}
