// Function templates: deduction, explicit arguments, non-type and default arguments, instances calling
// instances, recursion ended by an explicit specialization, explicit instantiation, unevaluated use.
#include <stdio.h>
int g(int x) { return x + 100; }
double g(double x) { return x * 2; }
template<typename T> T sq(T a) { return a * a; }
template<typename T> T mx(T a, T b) { T r = a < b ? b : a; return g(r) + sq<T>(a) + sq(r); }
template<int N> int fact() { return N * fact<N - 1>(); }
template<> int fact<0>() { return 1; }
template<typename T, int K = 3> T times(T x) { return x * K; }
template<typename T> T twice(T x);
template<typename T> T twice(T x) { return x + x; }
template int twice<int>(int);
template<> char twice<char>(char c) { return c + 1; }
int main() {
  printf("%d %g %d\n", mx(1, 2), mx<double>(1.5, 2), fact<5>());
  printf("%d %g %d\n", times(4), times<double, 2>(1.25), twice(21));
  printf("%c %ld\n", twice('a'), sizeof(sq<short>(3)));
  return 0;
}
