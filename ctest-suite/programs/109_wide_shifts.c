#include <stdio.h>
int main(void) {
    unsigned long long x = 1;
    for (int i = 0; i < 64; i += 9) printf("%llx ", x << i);
    printf("\n");
    long long n = -1LL << 40;
    printf("%lld %lld\n", n >> 3, n >> 40);
    unsigned char sh = 33;
    unsigned long y = 1UL << (sh & 63);
    printf("%lu\n", y);
    int k = 5;
    printf("%d %u\n", 1 << k, 0xffffffffu >> k);
    return 0;
}
