// Functional casts written with a typedef name (CDT's call form, size_type(-1)) as constant initializers of static
// data members of class template instances (string_view's npos) and of plain classes.
#include <cstdio>

template<typename C> struct View {
  typedef unsigned long size_type;
  typedef int small_type;
  static constexpr size_type npos = size_type(-1);
  static const small_type small = small_type(2.75);
  static constexpr size_type zero = size_type();
};

struct Plain {
  typedef unsigned char byte;
  static const byte top = byte(-1);
};

int main() {
  printf("%lu %d %lu %d\n", View<char>::npos, View<char>::small, View<wchar_t>::zero, (int)Plain::top);
  unsigned long n = View<char>::npos;
  printf("%d\n", (int)(n == (unsigned long)-1));
  return 0;
}
