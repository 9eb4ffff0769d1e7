// return {a, b}; in a member template whose return type is a dependent alias template-id (map::insert's
// __enable_if_t<is_constructible<...>::value, pair<iterator, bool>>): copy-list-initialization of that pair.
#include <cstdio>
#include <utility>
#include <type_traits>
template<class K> struct M {
  K last{};
  template<class P>
  std::__enable_if_t<std::is_constructible<K, P>::value, std::pair<int, bool>> put(P&& p) {
    if constexpr (std::is_same_v<std::remove_reference_t<P>, K>)
      if constexpr (sizeof(K) > 1) {
        int i = (int)p;
        if (i > 2) { last = p; return {i, true}; }
        return {i, false};
      }
    return {-1, false};
  }
};
int main() {
  M<long> m; auto a = m.put(5L); auto b = m.put(1L); auto c = m.put(3);
  printf("%d %d %d %d %d %d %ld\n", a.first, a.second, b.first, b.second, c.first, c.second, m.last);
}
