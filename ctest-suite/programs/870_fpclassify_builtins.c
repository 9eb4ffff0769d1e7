/* __builtin_fpclassify / __builtin_isnormal on float, double and long double: glibc's math.h
 * uses these builtins for fpclassify()/isnormal() when __GNUC__ >= 4.4. The subnormal
 * boundary is the type's own minimum normal (LDBL_MIN is far below DBL_MIN). */
#include <float.h>
#include <stdio.h>

#define CLS(x) __builtin_fpclassify(0, 1, 2, 3, 4, x)

static volatile float vf[] = {0.0f, -0.0f, 1.5f, FLT_MIN, FLT_MIN / 4, 1.0f / 0.0f, -1.0f / 0.0f};
static volatile double vd[] = {0.0, 2.5, DBL_MIN, DBL_MIN / 8, 1e308 * 10, -1e-310, (double)FLT_MIN / 2};
static volatile long double vl[] = {0.0L, 3.0L, LDBL_MIN, LDBL_MIN / 2, (long double)DBL_MIN / 1024,
                                    1e-4940L, -1e4000L, (long double)DBL_MIN};

int main(void) {
    volatile double z = 0.0;
    for (unsigned i = 0; i < sizeof vf / sizeof vf[0]; i++)
        printf("f%u: %d %d\n", i, CLS(vf[i]), __builtin_isnormal(vf[i]));
    for (unsigned i = 0; i < sizeof vd / sizeof vd[0]; i++)
        printf("d%u: %d %d\n", i, CLS(vd[i]), __builtin_isnormal(vd[i]));
    for (unsigned i = 0; i < sizeof vl / sizeof vl[0]; i++)
        printf("l%u: %d %d\n", i, CLS(vl[i]), __builtin_isnormal(vl[i]));
    long double nan = z / z;
    printf("nan: %d %d %d\n", CLS(nan), __builtin_isnormal(nan), __builtin_isnormal((float)(z / z)));
    return 0;
}
