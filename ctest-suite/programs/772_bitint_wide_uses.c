// C23 _BitInt(N) above 128 bits, more uses (compared with clang-19): pointers and pointer arithmetic,
// MLIR-TRANSLATE-DEVIATION: MLIR 19 llvm.call drops the call-site byval of variadic _BitInt(N > 128) arguments (sumv)
// compound assignments and ++/--, conditions and _Bool, unions, bit-fields of wide _BitInt types,
// conversions to and from long double and float, variadic arguments read by va_arg (passed in
// memory), switch, _Generic, loops, struct copies.
// ARGS: -std=c23
// REFERENCE: clang-19
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
typedef _BitInt(200) s200;
typedef unsigned _BitInt(300) u300;
union U { s200 a; unsigned long long l[4]; char c; };
struct BF { unsigned _BitInt(200) a : 150; int b : 5; _BitInt(190) c : 180; };
static unsigned long long lo(u300 v) { return (unsigned long long)v; }
static u300 sumv(int n, ...) { va_list ap; va_start(ap, n); u300 s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, u300); va_end(ap); return s; }
__attribute__((noinline)) long double fls(_BitInt(300) x) { return (long double)x; }
__attribute__((noinline)) double fd(u300 x) { return (double)x; }
__attribute__((noinline)) float ff(u300 x) { return (float)x; }
__attribute__((noinline)) u300 tol(long double x) { return (u300)x; }
int main(void) {
    printf("%Lg %g %g\n", fls(-((_BitInt(300))1 << 290)), fd(~(u300)0), ff((u300)1 << 120));
    printf("%llx\n", (unsigned long long)(tol(1e80L) >> 200));
    s200 x = 5, *p = &x;
    s200 arr[4] = {1, 2, 3, 4};
    s200 *q = arr + 2;
    printf("%lld %lld %td\n", (long long)*q, (long long)q[-1], q - arr);
    x += 7; x *= x; x--; ++x; x <<= 100; x >>= 99; x %= 1000; x /= 3; x ^= 0xff; x |= 0x100; x &= 0x1ff;
    printf("%lld %d %d\n", (long long)*p, !x, x ? 1 : 2);
    _Bool bb = (s200)((s200)1 << 150);
    printf("%d\n", bb);
    union U u; memset(&u, 0, sizeof u); u.a = -2;
    printf("%zu %llx %llx %llx %llx\n", sizeof u, u.l[0], u.l[1], u.l[2], u.l[3]);
    struct BF bf = {0}; bf.a = ~(unsigned _BitInt(200))0; bf.b = -3; bf.c = -7;
    printf("%zu %llx %llx %d %lld\n", sizeof bf, (unsigned long long)(bf.a >> 100), (unsigned long long)bf.a, bf.b, (long long)bf.c);
    long double ld = (long double)((s200)1 << 180);
    printf("%Lg %Lg\n", ld, (long double)(u300)~(u300)0);
    s200 fromld = (s200)-1.25e50L;
    printf("%llx\n", (unsigned long long)(fromld >> 100));
    float f = (float)(u300)12345678901234567890uwb;
    printf("%g %g\n", f, (double)(s200)f);
    printf("%llx\n", lo(sumv(3, (u300)1 << 299, (u300)5, ~(u300)0)));
    switch ((s200)3) { case 3: printf("three\n"); break; default: printf("other\n"); }
    printf("%d\n", _Generic((s200)1 + 1, s200: 1, default: 0));
    s200 y = arr[0];
    for (s200 i = 0; i < 10; i++) y += i * i;
    printf("%lld\n", (long long)y);
    struct { s200 m[2]; } s1 = {{1, 2}}, s2;
    s2 = s1; s2.m[1] += s2.m[0];
    printf("%lld\n", (long long)s2.m[1]);
    return 0;
}
