// Algorithms that need 128-bit integers: 33!, Fibonacci up to F(180), modular exponentiation
// with 64-bit moduli (no overflow), integer square root, gcd, digit sums.
#include <stdio.h>

typedef unsigned __int128 u128;

static void pu(u128 v) {
    char buf[48];
    int n = 0;
    do { buf[n++] = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
    while (n) putchar(buf[--n]);
    putchar('\n');
}

static unsigned long long mulmod(unsigned long long a, unsigned long long b, unsigned long long m) { return (unsigned long long)((u128)a * b % m); }
static unsigned long long powmod(unsigned long long b, unsigned long long e, unsigned long long m) {
    unsigned long long r = 1;
    b %= m;
    while (e) { if (e & 1) r = mulmod(r, b, m); b = mulmod(b, b, m); e >>= 1; }
    return r;
}
static u128 isqrt(u128 n) {
    u128 lo = 0, hi = (u128)1 << 64;
    while (lo < hi) { u128 mid = (lo + hi + 1) / 2; if (mid * mid <= n) lo = mid; else hi = mid - 1; }
    return lo;
}
static u128 gcd(u128 a, u128 b) { while (b) { u128 t = a % b; a = b; b = t; } return a; }

int main(void) {
    u128 f = 1;
    for (int i = 2; i <= 33; i++) f *= i;
    pu(f);
    u128 a = 0, b = 1;
    for (int i = 0; i < 180; i++) { u128 t = a + b; a = b; b = t; }
    pu(a);
    printf("%llu\n", powmod(2, 1000000007ULL - 2, 1000000007ULL));
    printf("%llu\n", powmod(123456789123ULL, 987654321987ULL, 18446744073709551557ULL));
    pu(isqrt(f));
    pu(gcd(f, a));
    unsigned s = 0;
    for (u128 t = f; t; t /= 10) s += (unsigned)(t % 10);
    printf("digit sum %u\n", s);
    return 0;
}
