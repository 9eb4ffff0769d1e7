/* Counted loops with break / continue / return (docs/raising.md, "Early exit of guarded scf.for").
 * Not part of bench/run.sh. Compare two compilers' builds by user CPU time, e.g.
 *   bin/jcirc -O2 bench/micro/loop_break.c -o lb && for i in 1 2 3 4 5; do /usr/bin/time -f %U ./lb 60000; done
 */
#include <stdio.h>
#include <stdlib.h>

#define N 4096
static int a[N];
static unsigned char s[N];

__attribute__((noinline)) static int find(const int *v, int n, int k) {
  int r = -1;
  for (int i = 0; i < n; i++) { if (v[i] == k) { r = i; break; } }
  return r;
}

__attribute__((noinline)) static int index_of(const int *v, int n, int k) {
  int i;
  for (i = 0; i < n; i++) if (v[i] == k) break;
  return i;
}

__attribute__((noinline)) static unsigned ufind(const unsigned char *p, unsigned n, unsigned char c) {
  unsigned i;
  for (i = 0; i < n; i++) if (p[i] == c) break;
  return i;
}

__attribute__((noinline)) static int pair(const int *v, int n, int target) {
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      if (v[i] + v[j] == target) return i * 10000 + j;
  return -1;
}

__attribute__((noinline)) static long sum_until(const int *v, int n, int stop) {
  long t = 0;
  for (int i = 0; i < n; i++) {
    if (v[i] == stop) break;
    if (v[i] < 0) continue;
    t += v[i];
  }
  return t;
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 20000;
  for (int i = 0; i < N; i++) { a[i] = (i * 7919) % 10007 - 50; s[i] = (unsigned char)('a' + (i * 31) % 26); }
  s[N - 7] = '!';
  long acc = 0;
  for (int r = 0; r < reps; r++) {
    int k = a[(r * 13) % N];
    acc += find(a, N, k) + index_of(a, N, k ^ (r & 1));
    acc += ufind(s, N, (r & 3) ? '!' : 'z');
    acc += sum_until(a, N, a[N - 1 - (r % 64)]);
    if (r % 64 == 0) acc += pair(a, 600, a[590] + a[599] + (r & 1));
  }
  printf("%ld\n", acc);
  return 0;
}
