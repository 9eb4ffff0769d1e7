// __builtin_{add,sub,mul}_overflow with operands or results wider than 64 bits: the operation is exact
// in a width that holds every operand and result (it was computed in 128 bits, so a _BitInt(200) sum,
// an unsigned __int128 sum or a 128-bit product that overflowed was reported as no overflow).
// ARGS: -std=c23
// REFERENCE: clang-19
#include <stdio.h>

typedef _BitInt(200) s200;
typedef unsigned _BitInt(200) u200;
typedef unsigned __int128 u128;

static void show(const char *what, int o, unsigned long long hi, unsigned long long lo) {
    printf("%s %d %016llx %016llx\n", what, o, hi, lo);
}

__attribute__((noinline)) int add200(s200 a, s200 b, s200 *r) { return __builtin_add_overflow(a, b, r); }
__attribute__((noinline)) int subu200(u200 a, u200 b, u200 *r) { return __builtin_sub_overflow(a, b, r); }
__attribute__((noinline)) int addu128(u128 a, u128 b, u128 *r) { return __builtin_add_overflow(a, b, r); }
__attribute__((noinline)) int muli128(__int128 a, __int128 b, __int128 *r) { return __builtin_mul_overflow(a, b, r); }
__attribute__((noinline)) int mulu128(u128 a, u128 b, u128 *r) { return __builtin_mul_overflow(a, b, r); }
__attribute__((noinline)) int mulwide(unsigned long long a, u200 b, long long *r) { return __builtin_mul_overflow(a, b, r); }
__attribute__((noinline)) int mulinto(long long a, long long b, u200 *r) { return __builtin_mul_overflow(a, b, r); }
__attribute__((noinline)) int addmixed(u200 a, long long b, int *r) { return __builtin_add_overflow(a, b, r); }

int main(void) {
    s200 s; u200 u; u128 q; __int128 i; long long ll; int n;
    int o = add200((s200)1 << 198, (s200)1 << 198, &s);
    show("add200", o, (unsigned long long)(s >> 136), (unsigned long long)s);
    o = add200(-((s200)1 << 198), (s200)5, &s);
    show("add200b", o, (unsigned long long)(s >> 136), (unsigned long long)s);
    o = subu200(3, 5, &u);
    show("subu200", o, (unsigned long long)(u >> 136), (unsigned long long)u);
    o = addu128(~(u128)0, 2, &q);
    show("addu128", o, (unsigned long long)(q >> 64), (unsigned long long)q);
    o = addu128(~(u128)0 - 5, 2, &q);
    show("addu128b", o, (unsigned long long)(q >> 64), (unsigned long long)q);
    o = muli128((__int128)1 << 100, (__int128)1 << 30, &i);
    show("muli128", o, (unsigned long long)(i >> 64), (unsigned long long)i);
    o = muli128(-((__int128)1 << 100), (__int128)1 << 26, &i);
    show("muli128b", o, (unsigned long long)(i >> 64), (unsigned long long)i);
    o = mulu128((u128)1 << 64, (u128)1 << 64, &q);
    show("mulu128", o, (unsigned long long)(q >> 64), (unsigned long long)q);
    o = mulwide(3, (u200)1 << 62, &ll);
    show("mulwide", o, 0, (unsigned long long)ll);
    o = mulwide(3, (u200)1 << 61, &ll);
    show("mulwide2", o, 0, (unsigned long long)ll);
    o = mulinto(-2, 3, &u);
    show("mulinto", o, (unsigned long long)(u >> 136), (unsigned long long)u);
    o = mulinto(-((long long)1 << 62), -4, &u);
    show("mulinto2", o, (unsigned long long)(u >> 64), (unsigned long long)u);
    o = addmixed((u200)1 << 150, -((long long)1 << 40), &n);
    show("addmixed", o, 0, (unsigned long long)(unsigned)n);
    o = addmixed(7, -10, &n);
    show("addmixed2", o, 0, (unsigned long long)(unsigned)n);
    return 0;
}
