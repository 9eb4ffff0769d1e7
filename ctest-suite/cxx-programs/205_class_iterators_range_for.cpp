// Range-for over a class iterator with constructors (user-declared, explicit) that is trivially copyable:
// the iterator is a copy of begin()'s result, as std::vector's __normal_iterator.
#include <cstdio>
template <class P> struct Iter {
  P p;
  Iter() : p() {}
  explicit Iter(const P& q) : p(q) {}
  int& operator*() const { return *p; }
  Iter& operator++() { ++p; return *this; }
  bool operator!=(const Iter& o) const { return p != o.p; }
};
struct Range {
  int a[4];
  Range() { for (int i = 0; i < 4; i++) a[i] = i + 1; }
  Iter<int*> begin() { return Iter<int*>(a); }
  Iter<int*> end() { return Iter<int*>(a + 4); }
};
int main() {
  Range r;
  for (int& x : r) x *= 10;
  for (int x : r) printf("%d\n", x);
  return 0;
}
