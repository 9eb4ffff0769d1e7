#include <stdio.h>
static int popcount(unsigned x) { int n = 0; while (x) { x &= x - 1; n++; } return n; }
static unsigned rotl(unsigned x, int k) { return (x << k) | (x >> (32 - k)); }
int main(void) {
    unsigned v = 0xdeadbeef;
    printf("%d %08x %08x\n", popcount(v), rotl(v, 8), ~v);
    int s = -16;
    printf("%d %d %u\n", s >> 2, s << 2, (unsigned)s >> 28);
    unsigned long long w = 1ULL << 63;
    printf("%llu %llx\n", w, w >> 60);
    for (int k = 0; k < 33; k += 8) printf("%u ", 0x80000000u >> (k & 31));
    printf("\n");
    unsigned char b = 0x81;
    printf("%d %d\n", (unsigned char)(b << 1), b >> 7);
    printf("%d\n", (0x0f & 0x3c) | (1 ^ 3));
    return 0;
}
