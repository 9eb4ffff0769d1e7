// A static member function called through an object expression: obj.g(a), p->g(a), this->g(a), also overloaded and in
// a member of a class template instance (basic_string's this->_S_assign(_M_data(), __n, __c)). The object expression
// is evaluated for its side effects; the function gets no object.
#include <stdio.h>

struct Counter {
  static int calls;
  static int twice(int x) { calls++; return 2 * x; }
  int h() { return this->twice(4) + twice(1); }
};
int Counter::calls = 0;

static Counter shared;
Counter *next(const char *why) { printf("next(%s)\n", why); return &shared; }

template<class C> struct Buf {
  C buf[16];
  unsigned long len;
  static void assign(C *p, unsigned long n, C c) { for (unsigned long i = 0; i < n; i++) p[i] = c; }
  static void assign(C *p, const C *s, unsigned long n) { for (unsigned long i = 0; i < n; i++) p[i] = s[i]; }
  C *data() { return buf; }
  void fill(unsigned long n, C c) { if (n) this->assign(data(), n, c); len = n; buf[n] = 0; }
  void copy(const C *s, unsigned long n) { this->assign(data(), s, n); len = n; buf[n] = 0; }
};

int main() {
  Counter c;
  printf("%d %d\n", c.twice(1), c.h());
  printf("%d\n", next("arrow")->twice(5));
  printf("%d\n", (*next("dot")).twice(6));
  printf("calls %d\n", Counter::calls);
  Buf<char> b;
  b.fill(5, 'x');
  printf("%s %lu\n", b.buf, b.len);
  b.copy("hello", 3);
  printf("%s %lu\n", b.buf, b.len);
  Buf<int> w;
  w.fill(3, 7);
  printf("%d %d %lu\n", w.buf[0], w.buf[2], w.len);
  return 0;
}
