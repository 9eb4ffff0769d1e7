/* Classification builtins on float, double and long double values at the edges: subnormals,
   the largest finite values, negative zero, NaN with a sign, and comparisons with NaN. */
#include <stdio.h>
#include <float.h>
#include <math.h>

static const char *cls(int c) {
    return c == FP_NAN ? "nan" : c == FP_INFINITE ? "inf" : c == FP_ZERO ? "zero" : c == FP_SUBNORMAL ? "sub" : "normal";
}

int main(void) {
    float f[] = { FLT_MIN, FLT_MIN / 4, FLT_MAX, -0.0f, -__builtin_nanf("") };
    for (int i = 0; i < 5; i++)
        printf("%s%d%d ", cls(__builtin_fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, f[i])),
               __builtin_signbit(f[i]) != 0, __builtin_isfinite(f[i]));
    printf("\n");
    double d[] = { DBL_MIN, DBL_MIN / 8, DBL_MAX, DBL_MAX * 2, -DBL_MAX * 2 };
    for (int i = 0; i < 5; i++)
        printf("%s%d%d ", cls(__builtin_fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, d[i])),
               __builtin_isinf_sign(d[i]), __builtin_isnan(d[i]));
    printf("\n");
    long double ld[] = { 1.0L, -2.5L, 1e300L, -__builtin_infl(), __builtin_nanl(""), -0.0L };
    for (int i = 0; i < 6; i++)
        printf("%d%d%d%d ", __builtin_isnan(ld[i]), __builtin_isinf(ld[i]), __builtin_isfinite(ld[i]), __builtin_signbit(ld[i]) != 0);
    printf("\n");
    double nan = __builtin_nan("");
    printf("%d %d %d %d\n", nan == nan, __builtin_isunordered(nan, nan), __builtin_islessgreater(nan, 1.0), __builtin_isgreaterequal(2.0f, 2.0));
    printf("%g %g\n", __builtin_copysign(0.0, -1.0), __builtin_copysign(__builtin_inf(), -0.0));
    return 0;
}
