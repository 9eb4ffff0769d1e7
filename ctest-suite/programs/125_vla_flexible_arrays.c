/* variable length arrays (runtime sizeof, 2-D, pointers to VLAs, typedefs, in loops), flexible array members, zero-length arrays */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct V { int n; double d[]; };
struct Z { int n; char z[0]; };
int sum(int n) { int a[n]; for (int i = 0; i < n; i++) a[i] = i; int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s + (int)sizeof a; }
int mat(int r, int c) { double m[r][c]; for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) m[i][j] = i * c + j; return (int)m[r-1][c-1] + (int)sizeof m + (int)sizeof m[0]; }
int main2(void);
int main(void) {
  struct V *v = malloc(sizeof(struct V) + 3 * sizeof(double)); v->n = 3; for (int i = 0; i < 3; i++) v->d[i] = i * 1.5;
  printf("%zu %zu %f\n", sizeof(struct V), sizeof(struct Z), v->d[2]);
  printf("%d %d\n", sum(10), mat(3, 4));
  for (int k = 1; k < 4; k++) { char buf[k * 10]; memset(buf, 'a', sizeof buf - 1); buf[sizeof buf - 1] = 0; printf("%zu ", strlen(buf)); }
  printf("\n");
  return main2();
}
int ptrvla(int n) { int a[3][n]; int (*p)[n] = a; for (int i = 0; i < 3; i++) for (int j = 0; j < n; j++) a[i][j] = i * 10 + j; p++; typedef int row[n]; return p[1][n-1] + (int)(p - a) + (int)sizeof(row) + (int)sizeof(int[n][2]); }
int loopvla(void) { int t = 0; for (int k = 0; k < 100000; k++) { char big[1000 + k % 7]; big[0] = (char)k; t += big[0] & 1; } return t; }
int main2(void) { printf("%d %d\n", ptrvla(4), loopvla()); return 0; }
