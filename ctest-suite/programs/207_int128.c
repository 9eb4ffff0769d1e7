/* __int128 and gcc's __int128_t/__uint128_t typedefs (SQLite's sqlite3Multiply128 with
   SQLITE_USE_UINT128 on x86-64) */
#include <stdio.h>

typedef unsigned long long u64;

static u64 multiply128(u64 a, u64 b, u64 *pLo) {
    __uint128_t r = (__uint128_t)a * b;
    *pLo = (u64)r;
    return (u64)(r >> 64);
}

static __int128 smul(long long a, long long b) { return (__int128)a * b; }

static void print_u128(unsigned __int128 v) {
    char buf[48];
    int n = 0;
    do { buf[n++] = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
    while (n) putchar(buf[--n]);
    putchar('\n');
}

int main(void) {
    u64 lo, hi = multiply128(0xFFFFFFFFFFFFFFFFull, 0x123456789ull, &lo);
    printf("%llx %llx\n", hi, lo);
    hi = multiply128(10000000000000000000ull, 10000000000000000000ull, &lo);
    printf("%llu %llu\n", hi, lo);
    __int128_t s = smul(-3000000000000LL, 4000000000000LL);
    printf("%d %lld %llu\n", s < 0, (long long)(s >> 64), (unsigned long long)s);
    print_u128((unsigned __int128)1 << 100);
    unsigned __int128 f = 1;
    for (int i = 1; i <= 30; i++) f *= (unsigned)i;
    print_u128(f);
    printf("%zu %zu\n", sizeof(__int128), sizeof(__uint128_t));
    return 0;
}
