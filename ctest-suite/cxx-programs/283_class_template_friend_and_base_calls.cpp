// Class template rules behind <deque>/<array>/<list>: hidden friends declared after the member that uses them,
// hidden friends naming a reference parameter of the class, Base::f() of a dependent base, arrays of const
// elements bound to references, by-value copies of this->member.
#include <cstdio>

template<typename T, std::size_t N> struct Traits {
  typedef T Type[N];
  static T* ptr(const Type& t) { return const_cast<T*>(t); }
  static T& ref(const Type& t, std::size_t i) { return const_cast<T&>(t[i]); }
};

template<typename T, std::size_t N> struct Arr {
  T elems[N];
  T* data() { return Traits<T, N>::ptr(elems); }
  const T* data() const { return Traits<T, N>::ptr(elems); }
  T& at(std::size_t i) { return Traits<T, N>::ref(elems, i); }
};

template<typename T, typename Ref> struct Iter {
  T* cur;
  typedef Iter Self;
  Iter(T* p) : cur(p) {}
  Iter(const Iter& o) : cur(o.cur) {}
  Iter& operator+=(long n) { cur += n; return *this; }
  // operator+ is a hidden friend declared below
  Ref operator[](long n) const { return *(*this + n); }
  Ref operator*() const { return *cur; }
  friend Self operator+(const Self& x, long n) { Self t = x; t += n; return t; }
  friend long operator-(const Self& x, const Self& y) { Ref first = *y.cur; return x.cur - y.cur + (first - first); }
  friend bool operator==(const Self& x, const Self& y) { return x.cur == y.cur; }
};

struct Bits {
  unsigned* word;
  int off;
  Bits& operator+=(long n) { off += (int)n; return *this; }
  bool operator*() const { return (*word >> off) & 1; }
  bool operator[](long n) const { return *(*this + n); }   // a non-template class: the same rule
  friend Bits operator+(const Bits& b, long n) { Bits t = b; t += n; return t; }
};

template<typename A> struct Base {
  A alloc;
  A& get() { return alloc; }
  const A& get() const { return alloc; }
};

template<typename Iter> long distance_of(Iter first, Iter last) { return last - first; }

template<typename T, typename A> struct Seq : Base<A> {
  typedef Base<A> B;
  typedef A alloc_type;
  T store[4];
  Iter<T, T&> start, finish;
  Seq() : start(store), finish(store + 3) {}
  alloc_type copy_alloc() const { return alloc_type(B::get()); }
  long span() const { return distance_of(this->start, this->finish); }
  long diff() const { return finish - start; }
};

int main() {
  Arr<int, 3> a{{5, 6, 7}};
  const Arr<int, 3>& ca = a;
  a.at(1) = 60;
  printf("%d %d %d\n", *a.data(), ca.data()[1], a.at(2));

  int xs[] = {1, 2, 3, 4};
  Iter<int, int&> i(xs), j(xs + 3);
  printf("%d %ld %d\n", i[2], j - i, (int)(i + 3 == j));

  unsigned w = 0x5;
  Bits b{&w, 0};
  printf("%d %d %d\n", (int)b[0], (int)b[1], (int)b[2]);

  Seq<int, long> s;
  s.alloc = 41;
  printf("%ld %ld %ld\n", s.copy_alloc() + 1, s.span(), s.diff());
  return 0;
}
