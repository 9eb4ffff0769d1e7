// Floating constants with the precision of their type: long double literals and constant
// expressions are x87 80-bit values (64-bit significand, correctly rounded), float literals are
// rounded once from the decimal, in static initializers and in code.
#include <stdio.h>
#include <float.h>
#include <limits.h>

static long double s_tenth = 0.1L;
static long double s_huge = 1e4000L;
static long double s_tiny = 1e-4000L;
static long double s_max = LDBL_MAX;
static long double s_min = LDBL_MIN;
static long double s_eps = LDBL_EPSILON;
static long double s_denorm = __LDBL_DENORM_MIN__;
static long double s_sub = 1e-4940L;
static long double s_third = 1.0L / 3;
static long double s_sum = 1.0L + 1e-19L;
static long double s_hex = 0x1.fffffffffffffffep16383L;
static long double s_pi = 3.14159265358979323846264338327950288L;
static long double s_ullmax = (long double)ULLONG_MAX;
static long double s_i128 = (long double)(((__int128)1 << 100) + 1);
static long double s_neg0 = -0.0L;
static long double s_inf = __builtin_infl();
static long double s_prod = 1.1L * 1.1L;
static long double s_diff = 1e20L - 1.0L;
static long double s_from_double = 0.1;
static double s_to_double = 0.1L;
static float s_to_float = 0.1L;
static float s_float_lit = 1.0000000596046447753906250000000001f;
static float s_float_sum = 16777216.0f + 1.0f;
static long long s_ll = (long long)(1e18L + 0.5L);
static unsigned long long s_ull = (unsigned long long)1.8446744073709551615e19L;
static int s_ne = 0.1L != 0.1;
static int s_lt = 0.1 < 0.1L;
static int s_eqf = 0.1f == 0.1L;
static double s_nan = 0.0 / 0.0, s_pinf = 1.0 / 0.0, s_ninf = -1.0 / 0.0;
static long double s_lnan = __builtin_infl() - __builtin_infl(), s_lzero = 1.0L / -__builtin_infl();
static long double s_arr[] = { 1.1L, 2.2L, 1e-10L, 12345678901234567890.0L };
static struct { int tag; long double v; double d; } s_rec = { 7, 2.718281828459045235360287471352662L, 2.718281828459045235360287471352662L };

static void show(const char *name, long double v) {
    printf("%-10s %.25Lg %La\n", name, v, v);
}

int main(void) {
    show("tenth", s_tenth);
    show("huge", s_huge);
    show("tiny", s_tiny);
    show("max", s_max);
    show("min", s_min);
    show("eps", s_eps);
    show("denorm", s_denorm);
    show("sub", s_sub);
    show("third", s_third);
    show("sum", s_sum);
    show("hex", s_hex);
    show("pi", s_pi);
    show("ullmax", s_ullmax);
    show("i128", s_i128);
    show("neg0", s_neg0);
    show("inf", s_inf);
    show("prod", s_prod);
    show("diff", s_diff);
    show("fromdbl", s_from_double);
    printf("%-10s %.25g %a\n", "todbl", s_to_double, s_to_double);
    printf("%-10s %.25g %a\n", "toflt", s_to_float, s_to_float);
    printf("%-10s %.25g %a\n", "fltlit", s_float_lit, s_float_lit);
    printf("%-10s %.25g\n", "fltsum", s_float_sum);
    printf("ll %lld ull %llu\n", s_ll, s_ull);
    printf("ne %d lt %d eqf %d\n", s_ne, s_lt, s_eqf);
    printf("special %g %g %g %Lg %Lg\n", s_nan, s_pinf, s_ninf, s_lnan, s_lzero);
    for (int i = 0; i < 4; i++) show("arr", s_arr[i]);
    printf("rec %d\n", s_rec.tag);
    show("rec.v", s_rec.v);
    printf("%-10s %.25g\n", "rec.d", s_rec.d);

    /* the same literals in code */
    show("c.tenth", 0.1L);
    show("c.max", LDBL_MAX);
    show("c.min", LDBL_MIN);
    show("c.denorm", __LDBL_DENORM_MIN__);
    show("c.third", 1.0L / 3);
    show("c.pi", 3.14159265358979323846264338327950288L);
    volatile long double one = 1.0L;
    show("r.third", one / 3);
    show("r.sum", one + 1e-19L);
    printf("%-10s %.25g\n", "c.fltlit", 1.0000000596046447753906250000000001f);
    printf("same %d %d %d\n", s_tenth == 0.1L, s_third == one / 3, s_max == LDBL_MAX);
    return 0;
}
