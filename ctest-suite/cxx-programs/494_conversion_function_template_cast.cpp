// A conversion function template deduced from the type of an explicit cast ([temp.deduct.conv]):
// static_cast<T>(u), (T)w, with enable_if in a default template argument ({fmt}'s uint128_fallback).
#include <cstdio>
#include <type_traits>
struct U {
  unsigned long lo_;
  template <typename T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
  explicit operator T() const { return static_cast<T>(lo_); }
};
struct W {
  unsigned long lo_;
  template <typename T> explicit operator T() const { return static_cast<T>(lo_ + 1); }
};
template <class T> T narrow(const U& u) { return static_cast<T>(u); }
int main() {
  U u{0x100000005ul};
  W w{7};
  unsigned a = static_cast<unsigned>(u);
  unsigned long b = static_cast<unsigned long>(u);
  int c = (int)w;
  double d = static_cast<double>(w);
  std::printf("%u %lu %d %.1f %d\n", a, b, c, d, (int)narrow<unsigned char>(u));
  return 0;
}
