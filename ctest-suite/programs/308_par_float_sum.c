/* -fscf-parallel without -ffast-math: float sums keep their sequential order (bit-identical to gcc) */
// JCIRC-ARGS: -fscf-parallel
#include <stdio.h>

#define N 30000
float f[N];
double d[N];

int main(void) {
    for (int i = 0; i < N; i++) { f[i] = 1.0f / (float)(i + 1); d[i] = 1.0 / ((double)i * i + 1.0); }
    float fs = 0.0f;
    for (int i = 0; i < N; i++) fs += f[i];
    double ds = 0.0;
    for (int i = 0; i < N; i++) ds += d[i];
    double dp = 1.0;
    for (int i = 0; i < 100; i++) dp *= 1.0 + d[i];
    printf("%.9g %.17g %.17g\n", fs, ds, dp);
    return 0;
}
