/* -fscf-parallel: element-wise vector operations over distinct global arrays */
// JCIRC-ARGS: -fscf-parallel
#include <stdio.h>

#define N 4096
int x[N], y[N], z[N];
unsigned u[N], v[N];

static void add(int n) {
    for (int i = 0; i < n; i++) z[i] = x[i] + y[i];
}

static void mixed(int n, unsigned k) {
    for (int i = 0; i < n; i++) u[i] = v[i] * k + (unsigned)x[i];
}

int main(void) {
    for (int i = 0; i < N; i++) { x[i] = i - 100; y[i] = 3 * i; v[i] = (unsigned)i * 2654435761u; }
    add(N);
    mixed(N, 7u);
    long cz = 0;
    unsigned cu = 0;
    for (int i = 0; i < N; i++) { cz += z[i] * (long)(i % 5); cu ^= u[i] + (unsigned)i; }
    printf("z[0]=%d z[1000]=%d z[N-1]=%d\n", z[0], z[1000], z[N - 1]);
    printf("cz=%ld cu=%u\n", cz, cu);
    add(3);
    printf("z[2]=%d\n", z[2]);
    return 0;
}
