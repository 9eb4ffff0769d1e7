// Constant tables of scalars (ints of every width, chars from string rows, bool, float, double,
// 2-D, partial rows, a local const array) lower to one dense elements constant each (#16).
#include <stdio.h>
#include <stdbool.h>
static const int T[6] = {1, -2, 3, 2147483647, -2147483648, 0};
static const short S[2][3] = {{1, 2}, {-4, 5, 6}};
static const char names[3][6] = {"ab", "cdefg", ""};
static const unsigned char U[4] = {255, 128, 0, 7};
static const double D[3] = {1.5, -0.1, 1e300};
static const float F[2][2] = {{0.1f, 2}, {3}};
static const bool B[3] = {1, 0, 1};
static const unsigned long long L[2] = {0xffffffffffffffffULL, 1ULL << 63};
static int Z[100] = {1};
long long sum(void) {
  const int loc[5] = {5, 4, 3, 2, 1};
  long long s = 0;
  for (int i = 0; i < 5; i++) s += loc[i] * (i + 1);
  return s;
}
int main(void) {
  for (int i = 0; i < 6; i++) printf("%d ", T[i]);
  for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) printf("%d ", S[i][j]);
  for (int i = 0; i < 3; i++) printf("[%s]", names[i]);
  for (int i = 0; i < 4; i++) printf("%u ", U[i]);
  for (int i = 0; i < 3; i++) printf("%g ", D[i]);
  for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) printf("%g ", F[i][j]);
  for (int i = 0; i < 3; i++) printf("%d", B[i]);
  printf(" %llu %llu %d %d %lld\n", L[0], L[1], Z[0], Z[99], sum());
  return 0;
}
