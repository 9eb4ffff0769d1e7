#include <stdio.h>
#include <stdlib.h>
static double **alloc(int r, int c) { double **m = malloc(r * sizeof *m); for (int i = 0; i < r; i++) m[i] = calloc(c, sizeof **m); return m; }
static void transpose(double **src, double **dst, int r, int c) { for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) dst[j][i] = src[i][j]; }
int main(void) {
    int r = 3, c = 4;
    double **a = alloc(r, c), **t = alloc(c, r);
    for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) a[i][j] = i * 10 + j;
    transpose(a, t, r, c);
    for (int i = 0; i < c; i++) { for (int j = 0; j < r; j++) printf("%4.0f", t[i][j]); printf("\n"); }
    return 0;
}
