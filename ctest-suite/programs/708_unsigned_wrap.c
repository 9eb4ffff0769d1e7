#include <stdio.h>
#include <limits.h>
/* unsigned wrap-around, conversions between widths and signedness, shifts of unsigned values */
int main(void) {
    unsigned char uc = 250; uc += 10;
    unsigned short us = 0; us--;
    unsigned u = UINT_MAX; u += 2;
    unsigned long long ull = 0; ull -= 1;
    signed char sc = (signed char)200;
    int neg = -1;
    unsigned from_neg = (unsigned)neg;
    long long widened = (long long)(unsigned)neg;
    printf("%u %u %u %llu %d %u %lld\n", uc, us, u, ull, sc, from_neg, widened);
    printf("%u %u %llu %d\n", 1u << 31, 0x80000000u >> 31, ull >> 60, (int)(unsigned char)-1);
    printf("%d %d\n", (unsigned)-1 > 0, -1 < (int)0u);
    return 0;
}
