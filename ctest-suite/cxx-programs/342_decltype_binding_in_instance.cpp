// decltype of a structured binding in a template instance, as a variable template's argument (map::emplace's
// __usable_key<decltype(__a)>): tuple-like (pair, references kept), a struct's members (cv of the object).
#include <cstdio>
#include <utility>
#include <type_traits>
template<class T> constexpr int base = std::is_same_v<std::remove_cv_t<std::remove_reference_t<T>>, long> ? 1
    : std::is_same_v<std::remove_cv_t<std::remove_reference_t<T>>, char> ? 2 : 3;
template<class T> constexpr int kind = (std::is_reference_v<T> ? 100 : 0) + (std::is_const_v<std::remove_reference_t<T>> ? 10 : 0) + base<T>;
struct S { long x; char c; };
template<class K> struct M {
  template<class T> static constexpr bool usable = std::is_same_v<std::remove_cv_t<std::remove_reference_t<T>>, K>;
  template<class... A> int put(A&&... args) {
    if constexpr (sizeof...(A) == 2) {
      auto&& [a, v] = std::pair<A&...>(args...);
      if constexpr (usable<decltype(a)>) return (int)a + (int)v;
      else return -1;
    }
    return 0;
  }
};
template<class P> int fields(P p) {
  auto [a, b] = p;
  const auto& [c, d] = p;
  return kind<decltype(a)> * 1000000 + kind<decltype(b)> * 10000 + kind<decltype(c)> * 100 + kind<decltype(d)>;
}
int main() {
  M<long> m; long k = 4; char ch = 'A';
  printf("%d %d %d %d\n", m.put(k, 3), m.put(2, 3), m.put(1), m.put(ch, 1));
  printf("%d %d\n", fields(S{1, 'c'}), fields(std::pair<long, char>(1, 'c')));
  printf("%d\n", fields(std::pair<long&, const char>(k, 'c')));
}
