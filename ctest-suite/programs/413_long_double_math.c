// The long double math library (glibc's libm, System V calls with long double arguments and results).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    printf("sqrtl %.18Lf\n", sqrtl(2.0L));
    printf("cbrtl %.18Lf\n", cbrtl(27.0L));
    printf("powl %.6Lf\n", powl(1.5L, 10.0L));
    printf("expl %.18Lf\n", expl(1.0L));
    printf("logl %.18Lf\n", logl(10.0L));
    printf("sinl %.18Lf cosl %.18Lf\n", sinl(0.5L), cosl(0.5L));
    printf("atan2l %.18Lf\n", atan2l(1.0L, 1.0L) * 4);
    printf("floorl %Lf ceill %Lf roundl %Lf truncl %Lf\n", floorl(-2.5L), ceill(-2.5L), roundl(-2.5L), truncl(-2.5L));
    printf("fabsl %Lf fmodl %Lf\n", fabsl(-7.25L), fmodl(10.5L, 3.0L));
    int e;
    long double mant = frexpl(48.0L, &e);
    printf("frexpl %Lf %d ldexpl %Lf\n", mant, e, ldexpl(0.75L, 6));
    long double ip;
    long double frac = modfl(-3.75L, &ip);
    printf("modfl %Lf %Lf\n", frac, ip);
    printf("strtold %.18Lf\n", strtold("0.125", 0));
    printf("hypotl %Lf fmaxl %Lf fminl %Lf\n", hypotl(3.0L, 4.0L), fmaxl(1.0L, 2.0L), fminl(1.0L, 2.0L));
    long double inf = 1.0L / 0.0L, nan = inf - inf;
    printf("isinf %d isnan %d %d signbit %d\n", isinf(inf) != 0, isnan(nan) != 0, isnan(inf) != 0, signbit(-inf) != 0);
    printf("nan cmp %d %d %d\n", nan == nan, nan != nan, nan < 1.0L);
    printf("%Lf %Lf\n", inf, -inf);
    return 0;
}
