// sizeof of a closure type in constant expressions of templates (template arguments, static const members,
// if constexpr): the captures count (wrong code before: the closure was 1 byte there, so a 32-byte closure was
// "small", std::function kept it in its 16-byte buffer and read garbage).
#include <cstdio>

template<int N> struct I { static const int v = N; };
template<class F> struct Q {
  static const bool small = sizeof(F) <= 16;
  static int where() { if constexpr (small) return 1; else return 2; }
  static const int align = alignof(F);
};
struct S { int x; char c; };

int main() {
  long a = 1, b = 2, c = 3, d = 4;
  char ch = 'x';
  int i = 5;
  S s{1, 'q'};
  auto none = [](int x) { return x; };
  auto big = [a, b, c, d](long x) { return x + a + b + c + d; };
  auto refs = [&a, &b](long x) { return x + a + b; };
  auto mixed = [ch, i, &d](int x) { return x + ch + i + (int)d; };
  auto chars = [ch](int x) { return x + ch; };
  auto obj = [s, ch](int x) { return x + s.x + s.c + ch; };
  printf("%d %d %d %d\n", (int)sizeof(big), I<sizeof(big)>::v, (int)Q<decltype(big)>::small, Q<decltype(big)>::where());
  printf("%d %d %d\n", I<sizeof(none)>::v, I<sizeof(refs)>::v, Q<decltype(refs)>::where());
  printf("%d %d %d\n", I<sizeof(mixed)>::v, Q<decltype(mixed)>::align, Q<decltype(mixed)>::where());
  printf("%d %d %d %d\n", I<sizeof(chars)>::v, Q<decltype(chars)>::align, I<sizeof(obj)>::v, Q<decltype(obj)>::align);
  printf("%ld %ld %d %d %d\n", big(10), refs(1), mixed(1), chars(1), obj(1));
  return 0;
}
