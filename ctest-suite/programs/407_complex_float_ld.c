// _Complex float and long double _Complex: arithmetic (__mulsc3/__divsc3, __mulxc3/__divxc3),
// conversions between the three precisions and to/from real types, sizes and alignments.
#include <complex.h>
#include <stdio.h>

int main(void) {
    float complex f = 1.25f + 2.5f * I;
    float complex g = -0.5f + 4.0f * I;
    float complex fm = f * g, fd = f / g, fs = f + g;
    printf("float %f %f | %f %f | %f %f\n", crealf(fm), cimagf(fm), crealf(fd), cimagf(fd), crealf(fs), cimagf(fs));
    long double complex l = 1.0L / 3.0L + 2.0L * I;
    long double complex k = 2.0L - 3.0L * I;
    long double complex lm = l * k, ld = l / k, ls = l - k;
    printf("ldouble %.15Lf %.15Lf\n", creall(lm), cimagl(lm));
    printf("ldouble %.15Lf %.15Lf\n", creall(ld), cimagl(ld));
    printf("ldouble %.15Lf %.15Lf\n", creall(ls), cimagl(ls));
    double complex d = f;               /* float complex -> double complex */
    printf("widen %f %f\n", creal(d), cimag(d));
    float complex back = d * 3;         /* double complex -> float complex */
    printf("narrow %f %f\n", crealf(back), cimagf(back));
    long double complex wide = d;
    printf("to long double %Lf %Lf\n", creall(wide), cimagl(wide));
    double re = d;                      /* complex -> real drops the imaginary part */
    int n = (int)(d * 4);
    _Bool nz = d, z0 = (0.0 * I);
    printf("real %f int %d bool %d %d\n", re, n, nz, z0);
    double complex from_int = 7;
    float complex from_double = 2.75;
    printf("from real %f %f %f %f\n", creal(from_int), cimag(from_int), crealf(from_double), cimagf(from_double));
    float complex mixed = f * 2.0f + g / 2;
    printf("mixed %f %f\n", crealf(mixed), cimagf(mixed));
    printf("sizes %zu %zu %zu align %zu %zu %zu\n", sizeof(float complex), sizeof(double complex), sizeof(long double complex),
           _Alignof(float complex), _Alignof(double complex), _Alignof(long double complex));
    printf("conj %f %f %Lf %Lf\n", crealf(conjf(f)), cimagf(conjf(f)), creall(conjl(k)), cimagl(conjl(k)));
    return 0;
}
