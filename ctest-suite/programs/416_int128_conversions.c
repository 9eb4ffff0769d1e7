// __int128 conversions: from and to smaller integers (truncation, sign and zero extension),
// double, float and long double, _Bool; integer promotions and usual arithmetic conversions.
#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

static void hex(u128 v) { printf("%016llx%016llx\n", (unsigned long long)(v >> 64), (unsigned long long)v); }

int main(void) {
    signed char sc = -5;
    unsigned char uc = 250;
    short s = -30000;
    int i = -2000000000;
    unsigned u = 4000000000u;
    long l = -9000000000000000000L;
    unsigned long ul = 18000000000000000000UL;
    hex((i128)sc); hex((i128)uc); hex((i128)s); hex((i128)i); hex((i128)u); hex((i128)l); hex((i128)ul);
    hex((u128)sc);
    i128 big = ((i128)0x7654321 << 96) | ((i128)0xfedcba98 << 32) | 0x87654321;
    printf("trunc %d %u %d %d %ld %llu\n", (signed char)big, (unsigned char)big, (short)big, (int)big, (long)big,
           (unsigned long long)big);
    double d = (double)big;
    float f = (float)big;
    long double ld = (long double)big;
    printf("to fp %.17g %.9g %.21Lg\n", d, f, ld);
    printf("from fp ");
    hex((i128)1e30); hex((i128)-1e30); hex((u128)3.0e38); hex((i128)123.99); hex((i128)-123.99);
    hex((i128)1.5e20L); hex((u128)(float)1e20f);
    u128 umax = ~(u128)0;
    printf("umax to double %.17g float %.9g\n", (double)umax, (float)umax);
    i128 m = -1;
    printf("usual: %d %d\n", m < 1u, m < 1UL);          /* i128 wins: signed comparisons */
    u128 um = 1;
    printf("usual unsigned: %d\n", (i128)-1 < (i128)um); 
    _Bool bz = (i128)0, bnz = (i128)1 << 90;
    printf("bool %d %d\n", bz, bnz);
    i128 from_bool = bnz;
    hex((u128)from_bool);
    char c = 'A';
    i128 sum = c + (i128)1;
    printf("char sum %d\n", (int)sum);
    return 0;
}
