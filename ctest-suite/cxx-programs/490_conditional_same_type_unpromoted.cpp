// C++ [expr.cond]p7.1: c ? a : b of two operands of one arithmetic type has that type, unpromoted (C's is an int).
#include <cstdio>
template <class C> struct Facet { typedef C char_type; char_type sep() const { return ','; } };
template <class C> struct Result { int n; C sep; };
template <class C> Result<C> pick(bool empty) {
  Facet<C> f;
  auto ts = empty ? C() : f.sep();   // a C, so {n, ts} does not narrow
  return {1, ts};
}
int main() {
  bool t = true, e = false;
  unsigned char a = 200, b = 100;
  auto x = t ? a : b;
  x += 100;   // wraps as an unsigned char
  short s1 = 30000, s2 = 1;
  auto y = e ? s1 : s2;
  char c = 'q';
  std::printf("%d %d %d %d\n", (int)sizeof(t ? a : b), (int)x, (int)sizeof(y), (int)sizeof(e ? c : char('z')));
  std::printf("%c %d\n", pick<char>(false).sep, (int)pick<char>(true).sep);
  std::printf("%d %d\n", (int)sizeof(t ? 1.0f : 2.0f), (int)sizeof(t ? a : 'c'));   // float; uchar vs char: int
  return 0;
}
