/* Floating-point builtins: huge_val, inf, nan, isnan, isinf, isfinite, isinf_sign, signbit,
   fpclassify, the quiet comparisons isgreater... and copysign, fabs, for float/double/long double. */
#include <stdio.h>
#include <math.h>

static const char *cls(int c) {
    return c == FP_NAN ? "nan" : c == FP_INFINITE ? "inf" : c == FP_ZERO ? "zero" : c == FP_SUBNORMAL ? "sub" : "normal";
}

int main(void) {
    double vals[] = { 0.0, -0.0, 1.5, -2.0, __builtin_inf(), -__builtin_inf(), __builtin_nan(""), 1e-310, __builtin_huge_val() };
    int n = sizeof vals / sizeof vals[0];
    for (int i = 0; i < n; i++) {
        double x = vals[i];
        printf("%d%d%d %d %d %s | ", __builtin_isnan(x), __builtin_isinf(x), __builtin_isfinite(x),
               __builtin_isinf_sign(x), __builtin_signbit(x) != 0,
               cls(__builtin_fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, x)));
        printf("%d%d%d%d%d%d\n", __builtin_isgreater(x, 1.0), __builtin_isgreaterequal(x, 1.5), __builtin_isless(x, 0.0),
               __builtin_islessequal(x, -0.0), __builtin_islessgreater(x, 1.5), __builtin_isunordered(x, 0.0));
    }
    float f = -__builtin_inff();
    long double ld = __builtin_nanl("");
    printf("%d %d %d %d\n", __builtin_isinf(f), __builtin_signbit(f) != 0, __builtin_isnan(ld), __builtin_isfinite(3.0L));
    printf("%g %g %g %g\n", __builtin_copysign(3.0, -1.0), __builtin_copysign(-3.0, 0.0), __builtin_copysignf(2.5f, -0.0f),
           (double)__builtin_copysignl(1.0L, -5.0L));
    printf("%g %g %Lg %g\n", __builtin_fabs(-2.5), __builtin_fabsf(-1.5f), __builtin_fabsl(-7.0L), __builtin_huge_valf());
    printf("%g %Lg %d\n", __builtin_inff(), __builtin_infl(), __builtin_isnan(__builtin_nanf("")));
    printf("%d %d\n", isnan(vals[6]), isinf(vals[4]));   /* math.h's macros */
    return 0;
}
