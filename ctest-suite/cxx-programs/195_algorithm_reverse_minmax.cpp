// <algorithm> without comparison objects holding references: std::reverse, std::iter_swap (an unqualified swap in
// a function template whose candidates are std::swap's two declarations), std::min/std::max, std::max_element,
// std::min_element, std::swap_ranges over int and double arrays.
#include <algorithm>
#include <cstdio>

int main() {
  int v[6] = {5, 2, 9, 1, 7, 3};
  std::reverse(v, v + 6);
  for (int x : v) printf("%d ", x);
  printf("\n%d %d %g %g\n", std::min(4, 2), std::max(4, 2), std::min(1.5, -2.5), std::max(1.5, -2.5));
  std::iter_swap(v, v + 5);
  printf("%d %d %d %d\n", v[0], v[5], *std::max_element(v, v + 6), *std::min_element(v, v + 6));
  double d[4] = {0.5, 1.5, 2.5, 3.5}, e[4] = {9, 8, 7, 6};
  std::swap_ranges(d, d + 4, e);
  std::reverse(e, e + 4);
  for (int i = 0; i < 4; i++) printf("%g/%g ", d[i], e[i]);
  printf("\n");
  return 0;
}
