// long double (x87 80-bit): arithmetic, the extra precision over double, comparisons,
// conversions to and from integers, float and double. Constants are exactly representable.
#include <stdio.h>

int main(void) {
    long double a = 1.0L, b = 3.0L;
    long double third = a / b;
    printf("third %.21Lf\n", third);
    printf("third*3 == 1: %d\n", third * 3 == 1.0L);
    double dthird = 1.0 / 3.0;
    printf("more precise than double: %d\n", (long double)dthird != third);
    long double big = (long double)~0ULL;          /* 2^64 - 1 fits the 64-bit mantissa */
    unsigned long long u = (unsigned long long)big;
    printf("u64 max %llu\n", u);
    long double eps = 1.0L;
    int bits = 0;
    while (1.0L + eps / 2 != 1.0L) { eps /= 2; bits++; }
    printf("mantissa bits %d\n", bits + 1);
    long double x = -2.5L, y = 0.75L;
    printf("%Lf %Lf %Lf %Lf\n", x + y, x - y, x * y, x / y);
    printf("cmp %d %d %d %d %d %d\n", x < y, x > y, x <= x, y >= x, x == -2.5L, x != y);
    long double n = -x;
    printf("neg %Lf\n", n);
    int i = (int)(x * 3);
    long l = (long)1e18L;
    long long ll = (long long)-9.0e18L;
    unsigned un = (unsigned)4000000000.0L;
    printf("to int %d %ld %lld %u\n", i, l, ll, un);
    long double fi = 123456789;
    long long sl = -9000000000000000001LL;
    unsigned long long ul = 18000000000000000000ULL;
    long double fl = sl, fu = ul;
    printf("from int %.1Lf %.1Lf %.1Lf\n", fi, fl, fu);
    float f = (float)third;
    double d = (double)third;
    long double back = f;
    printf("float %.9f double %.17f back %.21Lf\n", f, d, back);
    long double acc = 0;
    for (int k = 1; k <= 100; k++) acc += 1.0L / k;
    printf("harmonic %.18Lf\n", acc);
    long double fact = 1;
    for (int k = 1; k <= 25; k++) fact *= k;
    printf("25! %.0Lf\n", fact);
    _Bool nz = 0.5L, z = 0.0L;
    printf("bool %d %d\n", nz, z);
    printf("sizeof %zu align %zu\n", sizeof(long double), _Alignof(long double));
    return 0;
}
