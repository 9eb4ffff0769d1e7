#include <stdio.h>
struct V { int x, y; };
V operator+(const V &a, const V &b) { V r = {a.x + b.x, a.y + b.y}; return r; }
bool operator==(const V &a, const V &b) { return a.x == b.x && a.y == b.y; }
struct C {
  int n;
  C &operator+=(int k) { n += k; return *this; }
  C &operator++() { ++n; return *this; }
  C operator++(int) { C old = *this; n++; return old; }
  int operator[](int i) const { return n * i; }
  int operator()(int a, int b) { return n + a * b; }
  int operator-() const { return -n; }
  bool operator!() const { return n == 0; }
};
static void members_and_nonmembers() {
  V a = {1, 2}, b = {3, 4};
  V c = a + b;
  printf("%d %d %d\n", c.x, c.y, a == b);
  C k = {5};
  k += 3; ++k; C o = k++;
  printf("%d %d %d %d %d %d\n", k.n, o.n, k[3], k(2, 3), -k, !k);

}
namespace geo {
struct P { int x, y; };
P operator-(const P &a) { P r = {-a.x, -a.y}; return r; }
P operator*(const P &a, int k) { P r = {a.x * k, a.y * k}; return r; }
bool operator<(const P &a, const P &b) { return a.x < b.x || (a.x == b.x && a.y < b.y); }
bool operator!=(P a, P b) { return a.x != b.x || a.y != b.y; }
P &operator--(P &a) { --a.x; return a; }
P operator--(P &a, int) { P o = a; a.y--; return o; }
}
struct Out { int count; };
Out &operator<<(Out &o, int v) { printf("%d ", v); o.count++; return o; }
Out &operator<<(Out &o, const char *s) { printf("%s", s); o.count++; return o; }
Out &operator<<(Out &o, const geo::P &p) { return o << "(" << p.x << p.y << ")"; }
struct Node { int val; Node *next; };
struct Ptr {
  Node *p;
  Node *operator->() const { return p; }
  Node &operator*() const { return *p; }
  explicit operator bool() const { return p != 0; }
};
struct Wrap {
  Ptr inner;
  Ptr &operator->() { return inner; }
};
struct Base { int v; int operator~() const { return ~v; } int operator[](int i) { return v + i; } };
struct Derived : Base { int w; };
struct Arr {
  int a[4];
  int &operator[](int i) { return a[i]; }
  const int &operator[](int i) const { return a[i]; }
};
struct Counter {
  int n;
  int operator()() { return ++n; }
  int operator()(int k) const { return n * k; }
};
int main() {
  members_and_nonmembers();
  geo::P a = {1, 2}, b = {3, 4};
  geo::P c = -a * 3;
  Out out = {0};
  out << c << "\n";
  printf("%d %d %d\n", a < b, b < a, a != b);
  --a; geo::P old = a--;
  printf("%d %d %d %d\n", a.x, a.y, old.x, old.y);
  Node n2 = {20, 0}, n1 = {10, &n2};
  Ptr p = {&n1};
  Wrap w = {p};
  printf("%d %d %d %d\n", p->val, p->next->val, (*p).val, w->val);
  (*p).val = 11;
  p->next->val += 5;
  printf("%d %d\n", n1.val, n2.val);
  Derived d; d.v = 5; d.w = 1;
  printf("%d %d\n", ~d, d[10]);
  Arr arr = {{1, 2, 3, 4}};
  arr[2] = 30; arr[0] += arr[1];
  const Arr &ca = arr;
  printf("%d %d %d\n", ca[0], ca[2], arr[3]);
  Counter k = {0};
  k(); k();
  int k3 = k();
  printf("%d %d\n", k3, k(7));
  printf("count %d\n", out.count);
  return 0;
}
