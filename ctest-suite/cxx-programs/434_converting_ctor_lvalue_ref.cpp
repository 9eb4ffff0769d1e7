// A converting constructor template taking U&& deduces U = T& for an lvalue argument, and T& binds that lvalue itself:
// `return v;` of an int local in a function returning std::optional<int> (was "returning 'int' from a function with
// incompatible result type"), and a class whose constructor takes int& directly; const int& binds an int lvalue
// itself (it got a temporary copy: wrong code).
#include <cstdio>
#include <optional>

struct Counter {
  int *p;
  Counter(int &r) : p(&r) { ++r; }
};
Counter wrap(int &x) { return x; }
struct Watch {
  const int *p;
  Watch(const int &r) : p(&r) {}
};
Watch watch(const int &x) { return x; }   // binds x itself, no temporary

std::optional<int> half(int x) {
  if (x % 2) return std::nullopt;
  int h = x / 2;
  return h;
}

int main() {
  int n = 5;
  Counter c = wrap(n);
  *c.p += 10;
  printf("%d\n", n);
  Watch w = watch(n);
  n = 42;
  printf("%d %d\n", *w.p, w.p == &n);
  printf("%d %d\n", half(8).value_or(-1), half(7).value_or(-1));
  return 0;
}
