/* -fscf-parallel: min and max reductions written with if and with ?:, signed and unsigned */
// JCIRC-ARGS: -fscf-parallel
#include <stdio.h>

#define N 50000
int a[N];
unsigned u[N];

static int max_if(int n) {
    int m = a[0];
    for (int i = 1; i < n; i++)
        if (a[i] > m) m = a[i];
    return m;
}

static int min_ternary(int n) {
    int m = a[0];
    for (int i = 1; i < n; i++) m = a[i] < m ? a[i] : m;
    return m;
}

static unsigned umax(int n) {
    unsigned m = 0;
    for (int i = 0; i < n; i++) m = m > u[i] ? m : u[i];
    return m;
}

static unsigned umin(int n) {
    unsigned m = 0xffffffffu;
    for (int i = 0; i < n; i++)
        if (u[i] <= m) m = u[i];
    return m;
}

int main(void) {
    for (int i = 0; i < N; i++) {
        a[i] = (int)((i * 7919L) % 100003) - 50000;
        u[i] = (unsigned)i * 2246822519u;
    }
    printf("max=%d min=%d\n", max_if(N), min_ternary(N));
    printf("umax=%u umin=%u\n", umax(N), umin(N));
    printf("max5=%d min5=%d\n", max_if(5), min_ternary(5));
    return 0;
}
