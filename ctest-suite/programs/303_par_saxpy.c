/* -fscf-parallel: saxpy and daxpy on global arrays (each element computed exactly as sequentially) */
// JCIRC-ARGS: -fscf-parallel
#include <stdio.h>

#define N 2000
float xs[N], ys[N];
double xd[N], yd[N];

static void saxpy(int n, float a) {
    for (int i = 0; i < n; i++) ys[i] = a * xs[i] + ys[i];
}

static void daxpy(int n, double a) {
    for (int i = 0; i < n; i++) yd[i] = a * xd[i] + yd[i];
}

int main(void) {
    for (int i = 0; i < N; i++) { xs[i] = i * 0.5f; ys[i] = 1.0f / (i + 1); xd[i] = i * 0.25; yd[i] = i % 7; }
    saxpy(N, 2.5f);
    daxpy(N, -1.5);
    printf("%.6f %.6f %.6f\n", ys[0], ys[999], ys[N - 1]);
    printf("%.6f %.6f %.6f\n", yd[1], yd[1234], yd[N - 1]);
    return 0;
}
