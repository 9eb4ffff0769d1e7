#include <stdio.h>
int main(void) {
    unsigned x = 0x9e3779b9u; int iters = 0;
    do {
        x ^= x << 13; x ^= x >> 17; x ^= x << 5;
        iters++;
        if ((x & 0xff) == 0x42) break;
        if (iters % 3 == 0) continue;
    } while (iters < 10000);
    printf("%u %d\n", x, iters);
    int digits = 0; long v = 1234567890123L;
    do { digits++; v /= 10; } while (v);
    printf("%d\n", digits);
    return 0;
}
