#include <stdio.h>
struct B {
  double x; bool y;
  bool operator==(const B &o) const { return x == o.x && y == o.y; }
  bool operator!=(const B &o) const { return !(*this == o); }
};
struct L { int v; bool operator&&(const L &o) const { return v && o.v; } };
static void conditions() {
  B a = {1.5, true}, b = {1.5, true}, c = {2.0, false};
  L p = {1}, q = {0};
  if (a == b && !(a == c)) printf("eq\n");
  if (a != c) printf("ne\n");
  while (a != b) {}
  printf("%d %d %d\n", a != b ? 1 : 2, p && q, p && p);

}
template <class T> struct Vec { T x, y; };
template <class T> Vec<T> operator+(const Vec<T> &a, const Vec<T> &b) { Vec<T> r = {a.x + b.x, a.y + b.y}; return r; }
template <class T> struct Box { T v; T operator*() const { return v; } bool operator<(const Box &o) const { return v < o.v; } };
template <class T> int maxOf(T a, T b) { return a < b ? *b : *a; }
int main() {
  conditions();
  Vec<int> a = {1, 2}, b = {3, 4};
  Vec<int> c = a + b;
  Vec<double> d = {0.5, 1.5};
  Vec<double> e = d + d;
  Box<int> p = {3}, q = {9};
  printf("%d %d %.1f %.1f %d\n", c.x, c.y, e.x, e.y, maxOf(p, q));
  return 0;
}
