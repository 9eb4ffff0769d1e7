/* -fscf-parallel: several reductions in one loop (sum, count, min, max) and a reduction over a computed value */
// JCIRC-ARGS: -fscf-parallel
#include <stdio.h>

#define N 77777
short v[N];

int main(void) {
    for (int i = 0; i < N; i++) v[i] = (short)((i * 1103515245u + 12345u) >> 16);
    long sum = 0;
    int count = 0, lo = 1 << 30, hi = -(1 << 30);
    for (int i = 0; i < N; i++) {
        int x = v[i];
        sum += x;
        count += (x & 1) == 0;
        lo = x < lo ? x : lo;
        if (x > hi) hi = x;
    }
    long sq = 0;
    for (int i = 0; i < N; i += 2) sq += (long)v[i] * v[i];
    printf("sum=%ld count=%d lo=%d hi=%d sq=%ld\n", sum, count, lo, hi, sq);
    return 0;
}
