/* -fscf-parallel: integer sum/product/xor reductions (partials combined in chunk order: exact) */
// JCIRC-ARGS: -fscf-parallel
#include <stdio.h>

#define N 100000
int a[N];

static long sum(int n) {
    long s = 0;
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}

static unsigned wrapping_sum(int n) {
    unsigned s = 12345;
    for (int i = 0; i < n; i++) s += (unsigned)a[i] * 40000u;   /* wraps modulo 2^32 */
    return s;
}

static unsigned product(int n) {
    unsigned p = 1;
    for (int i = 0; i < n; i++) p *= (unsigned)a[i] | 1u;
    return p;
}

static unsigned xor_all(int n) {
    unsigned h = 0;
    for (int i = 0; i < n; i++) h ^= (unsigned)a[i] * 2654435761u;
    return h;
}

int main(void) {
    for (int i = 0; i < N; i++) a[i] = (i * 37) % 1001 - 500;
    printf("sum=%ld\n", sum(N));
    printf("sum10=%ld\n", sum(10));
    printf("sum0=%ld\n", sum(0));
    printf("wsum=%u\n", wrapping_sum(1000));
    printf("prod=%u\n", product(N));
    printf("xor=%u\n", xor_all(N));
    return 0;
}
