#include <stdio.h>
#include <stdint.h>
#include <limits.h>
int main(void) {
    unsigned int u = UINT_MAX;
    u += 2;
    printf("%u\n", u);
    uint8_t b = 255; b++;
    uint16_t h = 0; h--;
    printf("%u %u\n", b, h);
    int64_t big = INT64_MAX;
    printf("%lld %lld\n", (long long)big, (long long)INT64_MIN);
    uint32_t x = 0x12345678;
    printf("%u %u\n", x * 2654435761u, (x ^ (x >> 13)) * 0x5bd1e995u);
    printf("%d %d %ld\n", INT_MAX, INT_MIN, LONG_MAX);
    printf("%u\n", (unsigned)(-INT_MAX - 1) / 2);
    size_t sz = (size_t)-1;
    printf("%zu\n", sz);
    return 0;
}
