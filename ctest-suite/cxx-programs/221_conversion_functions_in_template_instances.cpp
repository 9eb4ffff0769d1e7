// Conversion functions of class template instances used inside other instances' member functions: explicit
// operator bool in 'if', '!', '&&' and '?:' of a member whose type is a class template instance (H<T>, H<inner>),
// and of a nested class of a class template (its operator bool).
#include <cstdio>
template <typename P> struct H {
  void *p;
  explicit operator bool() const { return p != 0; }
};
template <typename T> struct C {
  struct inner {
    T v;
    operator bool() const { return v != 0; }
    operator long() const { return v * 10; }
  };
  H<inner> h;
  H<T> h2;
  inner in;
  int test() {
    int r = 0;
    if (h) r |= 1;
    if (h2) r |= 2;
    if (!h) r |= 4;
    if (in) r |= 8;
    r += h && in ? 100 : 0;
    return r;
  }
};
int main() {
  int x;
  C<int> c{{&x}, {0}, {3}};
  printf("%d\n", c.test());
  C<int> d{{0}, {&x}, {0}};
  printf("%d\n", d.test());
  return 0;
}
