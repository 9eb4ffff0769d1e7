// Counted loops with break / nested return (scf-uplift-while-to-for turns them into guarded
// scf.for loops; convert-scf-to-cf leaves them at the first iteration that sets a flag).
#include <stdio.h>
#include <limits.h>

static int find(const int *a, int n, int k) {
  int r = -1;
  for (int i = 0; i < n; i++) { if (a[i] == k) { r = i; break; } }
  return r;
}

// i is used after the loop: n when not found
static int index_of(const int *a, int n, int k) {
  int i;
  for (i = 0; i < n; i++) if (a[i] == k) break;
  return i;
}

// break and return in one loop
static int classify(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (a[i] < 0) return -100 - i;
    if (a[i] == 0) break;
    s += a[i];
  }
  return s;
}

// nested loops, the inner one breaks; i and j after the loops
static int nested(int rows, int cols, int stop) {
  int c = 0, i, j = -1;
  for (i = 0; i < rows; i++) {
    for (j = 0; j < cols; j++) {
      if (i * cols + j >= stop) break;
      c++;
    }
    if (j < cols) break;
  }
  return c * 10000 + i * 100 + j;
}

// return from two nested loops
static int pair(int n, int target) {
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      if (i * j == target) return i * 100 + j;
  return -1;
}

// unsigned, step 1 and 2
static unsigned ufind(const unsigned char *s, unsigned n, unsigned char c) {
  unsigned i;
  for (i = 0; i < n; i++) if (s[i] == c) break;
  return i;
}

static unsigned ufind2(const unsigned char *s, unsigned char c) {
  unsigned i;
  for (i = 1; i < 11u; i += 2) if (s[i] == c) break;
  return i;
}

// counting down
static int last_neg(const int *a, int n) {
  int i;
  for (i = n - 1; i >= 0; i--) if (a[i] < 0) break;
  return i;
}

static unsigned down_u(unsigned n, unsigned stop) {
  unsigned i;
  for (i = n; i > 0; i--) if (i == stop) break;
  return i;
}

// i <= n (tools/src/test/filecheck/raise/for-break.c runs it with n = INT_MAX)
static int upto(int n, int stop) {
  int i;
  for (i = 0; i <= n; i++) if (i == stop) break;
  return i;
}

// a step of 3
static int step3(int n, int stop) {
  int i, s = 0;
  for (i = 0; i < n; i += 3) { if (i > stop) break; s += i; }
  return s * 1000 + i;
}

// while loop with the increment after the break
static int wfind(const int *a, int n, int k) {
  int i = 0;
  while (i < n) {
    if (a[i] == k) break;
    i++;
  }
  return i;
}

// the increment before the break
static int wfind2(const int *a, int n, int k) {
  int i = 0;
  while (i < n) {
    i++;
    if (a[i - 1] == k) break;
  }
  return i;
}

// continue and break
static int skip(const int *a, int n) {
  int s = 0, i;
  for (i = 0; i < n; i++) {
    if (a[i] % 2) continue;
    if (a[i] > 8) break;
    s += a[i];
  }
  return s * 100 + i;
}

// a break inside a switch leaves the switch only; the loop's break leaves the loop
static int sw(const int *a, int n) {
  int s = 0, i;
  for (i = 0; i < n; i++) {
    switch (a[i]) {
    case 1: s += 1; break;
    case 2: s += 20; continue;
    case 9: return -s;
    default: s += 300;
    }
    if (s > 1000) break;
  }

  return s * 100 + i;
}

// long and short counters
static long lfind(const long *a, long n, long k) {
  long i;
  for (i = 0; i < n; i++) if (a[i] == k) break;
  return i;
}

static long lupto(long n, long stop) {
  long i;
  for (i = 0; i <= n; i++) if (i == stop) break;
  return i;
}

static int sfind(const short *a, short n, short k) {
  short i;
  for (i = 0; i < n; i++) if (a[i] == k) break;
  return i;
}

// a bound carried unchanged, (long) i compared with a constant
static int carried(int k) {
  int i, m, s = 0;
  for (i = 0, m = 7; i < m; i++) { if (i == k) break; s += i; }
  for (unsigned u = 0; (long) u < 10; u++) { if ((int) u == k) return s + 1000 * (int) u; }
  return s * 100 + i;
}

int main(void) {
  int a[] = {5, 3, 8, 0, -2, 7, 3};
  int n = sizeof a / sizeof *a;
  for (int k = -2; k <= 9; k++) printf("find %d: %d %d %d %d\n", k, find(a, n, k), index_of(a, n, k), wfind(a, n, k), wfind2(a, n, k));
  printf("classify %d %d %d %d\n", classify(a, n), classify(a, 3), classify(a + 4, 3), classify(a, 0));
  printf("nested %d %d %d %d\n", nested(3, 4, 7), nested(3, 4, 100), nested(0, 4, 1), nested(2, 0, 3));
  printf("pair %d %d %d\n", pair(10, 12), pair(10, 81), pair(10, 1000));
  unsigned char s[] = "hello, world";
  printf("ufind %u %u %u %u\n", ufind(s, 12, 'o'), ufind(s, 12, 'z'), ufind2(s, 'l'), ufind2(s, 'q'));
  printf("last_neg %d %d\n", last_neg(a, n), last_neg(a, 3));
  printf("down_u %u %u %u\n", down_u(10, 4), down_u(10, 11), down_u(0, 0));
  printf("upto %d %d %d\n", upto(100, 5), upto(3, 10), upto(-1, 0));
  printf("step3 %d %d %d\n", step3(1000, 10), step3(10, 100), step3(21, 20));
  int b[] = {2, 3, 4, 6, 10, 12};
  printf("skip %d %d\n", skip(b, 6), skip(b, 3));
  int c[] = {1, 2, 1, 5, 9, 1}, d[] = {5, 5, 5, 5, 5};
  printf("sw %d %d %d\n", sw(c, 6), sw(d, 5), sw(c, 3));
  long la[] = {10, 20, 30};
  printf("lfind %ld %ld %ld %ld\n", lfind(la, 3, 20), lfind(la, 3, 5), lupto(LONG_MAX, 7), lupto(4, 9));
  short sa[] = {4, -4, 8};
  printf("sfind %d %d\n", sfind(sa, 3, -4), sfind(sa, 3, 1));
  printf("carried %d %d %d\n", carried(3), carried(8), carried(20));
  return 0;
}
