/* jcirc's <tgmath.h> (C11 7.25): type-generic math macros written with _Generic.
   glibc's own header needs gcc >= 8's __builtin_tgmath (or gcc < 8 with _Float128, which jcirc's
   __GNUC__ 4.2 disables), so jcirc provides this one, as clang provides its own.

   Each argument's "tgmath type" is float, double, long double or their complex types; an integer
   argument counts as double. __TG_KEY(x) is a constant of that type, and the sum of the keys of the
   generic arguments has the type whose function is called (float + double -> double,
   double + float _Complex -> double _Complex), picked by _Generic. Only the chosen function is called;
   the keys are never evaluated. */
#ifndef __JCIRC_TGMATH_H
#define __JCIRC_TGMATH_H

#include <math.h>
#include <complex.h>

#define __TG_KEY(x) _Generic((x), float: 0.0f, long double: 0.0L, \
    float _Complex: (float _Complex)0, double _Complex: (double _Complex)0, \
    long double _Complex: (long double _Complex)0, default: 0.0)

/* real and complex versions */
#define __TG_RC(k, FN, CFN) _Generic((k), float: FN##f, long double: FN##l, \
    float _Complex: CFN##f, double _Complex: CFN, long double _Complex: CFN##l, default: FN)
/* real-only versions */
#define __TG_R(k, FN) _Generic((k), float: FN##f, long double: FN##l, default: FN)
/* complex-only versions (a real argument is taken as complex of its type) */
#define __TG_C(k, CFN) _Generic((k), float: CFN##f, float _Complex: CFN##f, long double: CFN##l, \
    long double _Complex: CFN##l, default: CFN)

#define __TG_RC1(FN, CFN, x) __TG_RC(__TG_KEY(x), FN, CFN)(x)
#define __TG_R1(FN, x) __TG_R(__TG_KEY(x), FN)(x)
#define __TG_R2(FN, x, y) __TG_R(__TG_KEY(x) + __TG_KEY(y), FN)(x, y)

#define acos(x) __TG_RC1(acos, cacos, x)
#define asin(x) __TG_RC1(asin, casin, x)
#define atan(x) __TG_RC1(atan, catan, x)
#define acosh(x) __TG_RC1(acosh, cacosh, x)
#define asinh(x) __TG_RC1(asinh, casinh, x)
#define atanh(x) __TG_RC1(atanh, catanh, x)
#define cos(x) __TG_RC1(cos, ccos, x)
#define sin(x) __TG_RC1(sin, csin, x)
#define tan(x) __TG_RC1(tan, ctan, x)
#define cosh(x) __TG_RC1(cosh, ccosh, x)
#define sinh(x) __TG_RC1(sinh, csinh, x)
#define tanh(x) __TG_RC1(tanh, ctanh, x)
#define exp(x) __TG_RC1(exp, cexp, x)
#define log(x) __TG_RC1(log, clog, x)
#define sqrt(x) __TG_RC1(sqrt, csqrt, x)
#define fabs(x) __TG_RC1(fabs, cabs, x)
#define pow(x, y) __TG_RC(__TG_KEY(x) + __TG_KEY(y), pow, cpow)(x, y)

#define atan2(x, y) __TG_R2(atan2, x, y)
#define cbrt(x) __TG_R1(cbrt, x)
#define ceil(x) __TG_R1(ceil, x)
#define copysign(x, y) __TG_R2(copysign, x, y)
#define erf(x) __TG_R1(erf, x)
#define erfc(x) __TG_R1(erfc, x)
#define exp2(x) __TG_R1(exp2, x)
#define expm1(x) __TG_R1(expm1, x)
#define fdim(x, y) __TG_R2(fdim, x, y)
#define floor(x) __TG_R1(floor, x)
#define fma(x, y, z) __TG_R(__TG_KEY(x) + __TG_KEY(y) + __TG_KEY(z), fma)(x, y, z)
#define fmax(x, y) __TG_R2(fmax, x, y)
#define fmin(x, y) __TG_R2(fmin, x, y)
#define fmod(x, y) __TG_R2(fmod, x, y)
#define frexp(x, e) __TG_R(__TG_KEY(x), frexp)(x, e)
#define hypot(x, y) __TG_R2(hypot, x, y)
#define ilogb(x) __TG_R1(ilogb, x)
#define ldexp(x, e) __TG_R(__TG_KEY(x), ldexp)(x, e)
#define lgamma(x) __TG_R1(lgamma, x)
#define llrint(x) __TG_R1(llrint, x)
#define llround(x) __TG_R1(llround, x)
#define log10(x) __TG_R1(log10, x)
#define log1p(x) __TG_R1(log1p, x)
#define log2(x) __TG_R1(log2, x)
#define logb(x) __TG_R1(logb, x)
#define lrint(x) __TG_R1(lrint, x)
#define lround(x) __TG_R1(lround, x)
#define nearbyint(x) __TG_R1(nearbyint, x)
#define nextafter(x, y) __TG_R2(nextafter, x, y)
#define nexttoward(x, y) __TG_R(__TG_KEY(x), nexttoward)(x, y)
#define remainder(x, y) __TG_R2(remainder, x, y)
#define remquo(x, y, q) __TG_R(__TG_KEY(x) + __TG_KEY(y), remquo)(x, y, q)
#define rint(x) __TG_R1(rint, x)
#define round(x) __TG_R1(round, x)
#define scalbn(x, n) __TG_R(__TG_KEY(x), scalbn)(x, n)
#define scalbln(x, n) __TG_R(__TG_KEY(x), scalbln)(x, n)
#define tgamma(x) __TG_R1(tgamma, x)
#define trunc(x) __TG_R1(trunc, x)

#define carg(x) __TG_C(__TG_KEY(x), carg)(x)
#define cimag(x) __TG_C(__TG_KEY(x), cimag)(x)
#define conj(x) __TG_C(__TG_KEY(x), conj)(x)
#define cproj(x) __TG_C(__TG_KEY(x), cproj)(x)
#define creal(x) __TG_C(__TG_KEY(x), creal)(x)

#endif
