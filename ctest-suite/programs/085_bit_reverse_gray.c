#include <stdio.h>
static unsigned rev(unsigned x) { unsigned r = 0; for (int i = 0; i < 32; i++) { r = (r << 1) | (x & 1); x >>= 1; } return r; }
static unsigned gray(unsigned x) { return x ^ (x >> 1); }
static unsigned ungray(unsigned g) { unsigned x = g; while (g >>= 1) x ^= g; return x; }
int main(void) {
    printf("%08x %08x\n", rev(1), rev(0x12345678));
    for (unsigned i = 0; i < 8; i++) printf("%u:%u:%u ", i, gray(i), ungray(gray(i)));
    printf("\n");
    return 0;
}
