/* matrix multiply: C = A * B for n x n doubles, cache-blocked i-k-j loops over
   row-major arrays; prints the trace and a weighted sum of C. argv[1] = n. */
#include <stdio.h>
#include <stdlib.h>

#define BLOCK 64

static void matmul(int n, const double *a, const double *b, double *c) {
    for (int i = 0; i < n * n; i++)
        c[i] = 0.0;
    for (int ii = 0; ii < n; ii += BLOCK)
        for (int kk = 0; kk < n; kk += BLOCK)
            for (int jj = 0; jj < n; jj += BLOCK) {
                int imax = ii + BLOCK < n ? ii + BLOCK : n;
                int kmax = kk + BLOCK < n ? kk + BLOCK : n;
                int jmax = jj + BLOCK < n ? jj + BLOCK : n;
                for (int i = ii; i < imax; i++)
                    for (int k = kk; k < kmax; k++) {
                        double aik = a[i * n + k];
                        const double *brow = &b[k * n];
                        double *crow = &c[i * n];
                        for (int j = jj; j < jmax; j++)
                            crow[j] += aik * brow[j];
                    }
            }
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 1200;
    if (n <= 0 || n > 20000)
        return 1;
    double *a = malloc(sizeof(double) * n * n);
    double *b = malloc(sizeof(double) * n * n);
    double *c = malloc(sizeof(double) * n * n);
    unsigned seed = 12345;
    for (int i = 0; i < n * n; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (double)((seed >> 16) % 1000) / 500.0 - 1.0;
        seed = seed * 1103515245u + 12345u;
        b[i] = (double)((seed >> 16) % 1000) / 500.0 - 1.0;
    }
    matmul(n, a, b, c);
    matmul(n, c, a, b); /* b = (a*b)*a */
    double trace = 0.0, weighted = 0.0;
    for (int i = 0; i < n; i++)
        trace += b[i * n + i];
    for (int i = 0; i < n * n; i++)
        weighted += b[i] * (double)(i % 7 - 3);
    printf("%.6f %.6f\n", trace, weighted);
    free(a);
    free(b);
    free(c);
    return 0;
}
