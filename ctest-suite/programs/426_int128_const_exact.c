// __int128 constant expressions wider than 64 bits, folded exactly with C's wrap-around:
// static initializers, array sizes, case labels, and the same expressions computed at run time.
#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

static void put(const char *name, u128 v) {
    printf("%-8s %016llx%016llx\n", name, (unsigned long long)(v >> 64), (unsigned long long)v);
}

static void dec(const char *name, i128 v) {
    char buf[48];
    int n = 0, neg = v < 0;
    u128 u = neg ? -(u128)v : (u128)v;
    do { buf[n++] = (char)('0' + (int)(u % 10)); u /= 10; } while (u);
    printf("%-8s %s", name, neg ? "-" : "");
    while (n) putchar(buf[--n]);
    putchar('\n');
}

static i128 s_shift = (i128)1 << 100;
static i128 s_minus1 = -(i128)1;
static u128 s_umax = -(u128)1;
static u128 s_wide = ((u128)0xffffffffffffffffULL << 16) | 0xffff;
static i128 s_prod = (i128)0x7fffffffffffffffLL * 0x7fffffffffffffffLL;
static u128 s_third = ~(u128)0 / 3;
static i128 s_sar = (-((i128)1 << 120)) >> 100;
static u128 s_shr = (u128)-1 >> 127;
static i128 s_min = (i128)((u128)1 << 127);
static i128 s_wrap = (i128)(((u128)1 << 127) - 1) + 0;
static u128 s_mod = ((u128)1 << 100) % 1000000007;
static i128 s_neg_rem = -((i128)1 << 90) % 7;
static i128 s_neg_div = -((i128)1 << 90) / 7;
static u128 s_mul_wrap = ((u128)1 << 100) * ((u128)1 << 30);
static i128 s_from_double = (i128)1e30;
static u128 s_from_ld = (u128)1.5e38L;
static unsigned long long s_trunc = (unsigned long long)(((u128)0x1234 << 64) | 0x89abcdefULL);
static int s_cmp = ((i128)1 << 100) > ((i128)1 << 99) && -((i128)1 << 100) < 0;
static int s_eq = ((u128)1 << 64) == 0;
static long double s_ld = (long double)(((i128)1 << 100) + 1);
static double s_d = (double)(((u128)1 << 127) + ((u128)1 << 70));
static i128 s_arr[] = { (i128)1 << 64, -((i128)1 << 64), ((i128)3 << 96) | 5 };
static struct { char tag; u128 v; } s_rec = { 'r', ((u128)0xdeadbeef << 96) + 1 };

enum { E_SMALL = (int)(((u128)1 << 70) >> 66) };
static char sized[((u128)1 << 70) >> 67];

static int classify(i128 x) {
    switch (x) {
    case (i128)1 << 80: return 80;
    case -((i128)1 << 80): return -80;
    case ((i128)1 << 64) + 1: return 64;
    default: return 0;
    }
}

int main(void) {
    put("shift", s_shift);
    put("minus1", s_minus1);
    put("umax", s_umax);
    put("wide", s_wide);
    put("prod", s_prod);
    put("third", s_third);
    put("sar", s_sar);
    put("shr", s_shr);
    put("min", s_min);
    put("wrap", s_wrap);
    dec("mod", s_mod);
    dec("negrem", s_neg_rem);
    dec("negdiv", s_neg_div);
    put("mulwrap", s_mul_wrap);
    dec("fromdbl", s_from_double);
    dec("fromld", s_from_ld);
    printf("trunc    %llx\n", s_trunc);
    printf("cmp %d eq %d\n", s_cmp, s_eq);
    printf("ld       %.25Lg\n", s_ld);
    printf("d        %.17g\n", s_d);
    for (int i = 0; i < 3; i++) put("arr", s_arr[i]);
    printf("rec %c\n", s_rec.tag);
    put("rec", s_rec.v);
    printf("enum %d sized %zu\n", E_SMALL, sizeof sized);
    printf("case %d %d %d %d\n", classify((i128)1 << 80), classify(-((i128)1 << 80)),
           classify(((i128)1 << 64) + 1), classify(1));

    /* the same expressions at run time */
    volatile int one = 1;
    i128 r_shift = (i128)one << 100;
    u128 r_wide = ((u128)0xffffffffffffffffULL << (16 * one)) | 0xffff;
    i128 r_prod = (i128)0x7fffffffffffffffLL * (0x7fffffffffffffffLL * one);
    u128 r_third = ~(u128)0 / (3 * one);
    i128 r_sar = (-((i128)one << 120)) >> 100;
    i128 r_neg_rem = -((i128)one << 90) % 7;
    put("r_shift", r_shift);
    put("r_wide", r_wide);
    put("r_prod", r_prod);
    put("r_third", r_third);
    put("r_sar", r_sar);
    dec("r_negrem", r_neg_rem);
    printf("same %d\n", r_shift == s_shift && r_wide == s_wide && r_prod == s_prod && r_third == s_third
           && r_sar == s_sar && r_neg_rem == s_neg_rem);
    return 0;
}
