#include <stdio.h>
struct Meters {
  double v;
  Meters(double d) : v(d) {}
  operator double() const { return v; }
};
struct Flag {
  int on;
  explicit operator bool() const { return on != 0; }
};
struct Num {
  int n;
  Num(int k) : n(k) {}
  operator int() const { return n; }
};
struct Name {
  const char *s;
  operator const char *() const { return s; }
};
struct Small {
  short v;
  operator short() const { return v; }
};
static double twice(Meters m) { return m.v * 2; }
static int show(const Num &k) { return k.n + 1000; }
static Num make(int k) { return k; }
static long widen(long x) { return x * 3; }
struct Strict { int n; explicit Strict(int k) : n(k) {} };
int main() {
  Meters m = 2.5;
  double d = m;
  Num a = 7;
  int i = a + 1;
  Flag f = {1}, g = {0};
  if (f) printf("f on\n");
  if (!g) printf("g off\n");
  printf("%d %d\n", f && !g ? 1 : 0, g || f);
  printf("%.1f %.1f %d %d %d\n", d, twice(4), i, show(5), make(9).n);
  long l = a;
  a = 11;
  printf("%ld %d %d %ld\n", l, (int)a, a * 2, widen(a));
  Strict s(3);
  Strict t = static_cast<Strict>(4);
  Strict u = (Strict)5;
  printf("%d %d %d\n", s.n, t.n, u.n);
  Name nm = {"hello"};
  printf("%s %d\n", (const char *)nm, (int)static_cast<bool>(f));
  Small sm = {40};
  int p = sm + sm;   // promotion of the short result
  printf("%d %d\n", p, sm < 41);
  int loops = 0;
  while (g) { loops++; }
  for (Flag h = {3}; h; h.on--) loops++;
  printf("loops %d\n", loops);
  return 0;
}
