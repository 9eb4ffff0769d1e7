// std::array: aggregate initialization, size, at, fill, range-for, comparison, and <algorithm> on it
#include <array>
#include <algorithm>
#include <numeric>
#include <cstdio>

struct P { int x, y; };

// a default template argument CDT evaluates: sizeof of builtin types (std::__is_memcmp_ordered_with's rule)
template<typename T, typename U, bool = sizeof(T) == sizeof(U)> struct SameSize { static const bool value = true; };
template<typename T, typename U> struct SameSize<T, U, false> { static const bool value = false; };
template<typename T, std::size_t A = alignof(T)> struct AlignOf { static const std::size_t value = A; };
template<typename T> int sizes() { return SameSize<T, float>::value * 100 + SameSize<T, double>::value * 10 + (int)AlignOf<T>::value; }

int main() {
  std::array<int, 5> a{{4, 2, 9, 1, 7}};
  std::array<int, 5> b = {4, 2, 9, 1, 7};
  printf("size %zu front %d back %d at2 %d\n", a.size(), a.front(), a.back(), a.at(2));
  printf("equal %d less %d\n", (int)(a == b), (int)(a < b));
  b[4] = 8;
  printf("after change: equal %d less %d ne %d\n", (int)(a == b), (int)(a < b), (int)(a != b));
  int sum = 0;
  for (int v : a) sum += v;
  printf("sum %d accumulate %d\n", sum, std::accumulate(a.begin(), a.end(), 0));
  std::sort(a.begin(), a.end());
  for (int v : a) printf("%d ", v);
  printf("\n");
  std::array<double, 3> d;
  d.fill(1.5);
  printf("%.1f %.1f empty %d\n", d[0] + d[1] + d[2], *d.data(), (int)d.empty());
  std::array<P, 3> ps{{{1, 2}, {3, 4}, {5, 6}}};
  int t = 0;
  for (const P& p : ps) t += p.x * p.y;
  printf("ps %d\n", t);
  const std::array<int, 5>& ca = a;
  printf("const %d %d\n", ca[1], *(ca.end() - 1));
  std::array<int, 5> r;
  std::reverse_copy(a.begin(), a.end(), r.begin());
  for (auto it = r.rbegin(); it != r.rend(); ++it) printf("%d ", *it);
  printf("\n");
  printf("sizes %d %d %d\n", sizes<int>(), sizes<long>(), sizes<char>());
  return 0;
}
