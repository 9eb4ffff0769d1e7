// <tgmath.h>: the type-generic macros pick the float, double, long double or complex function
// from their arguments (integers count as double); sizeof shows the type, values the function.
#include <stdio.h>
#include <tgmath.h>

#define T(e) _Generic((e), float: "f", double: "d", long double: "ld", float _Complex: "cf", \
    double _Complex: "cd", long double _Complex: "cld", int: "i", long: "l", long long: "ll", default: "?")

int main(void) {
    float f = 2.0f;
    const double d = 3.0;
    long double ld = 5.0L;
    int i = 7;
    char c = 2;
    float _Complex fz = 1.0f + 2.0f * I;
    double _Complex dz = 3.0 - 1.0 * I;
    long double _Complex lz = 0.5L + 0.25L * I;

    printf("%s %s %s %s %s\n", T(sqrt(f)), T(sqrt(d)), T(sqrt(ld)), T(sqrt(i)), T(sqrt(c)));
    printf("%.9g %.17g %.21Lg %.17g\n", (double)sqrt(f), sqrt(d), sqrt(ld), sqrt(i));
    printf("%s %s %s\n", T(sqrt(fz)), T(sqrt(dz)), T(sqrt(lz)));
    double _Complex r = sqrt(dz);
    float _Complex rf = sqrt(fz);
    long double _Complex rl = sqrt(lz);
    printf("%.17g %.17g %.9g %.9g %.21Lg %.21Lg\n", creal(r), cimag(r), (double)crealf(rf), (double)cimagf(rf),
           creall(rl), cimagl(rl));
    printf("%s %s %s %s\n", T(sin(f)), T(sin(d)), T(sin(ld)), T(sin(dz)));
    printf("%.9g %.17g %.21Lg\n", (double)sin(f), sin(d), sin(ld));
    /* two arguments: the usual arithmetic conversions of the tgmath types */
    printf("%s %s %s %s %s %s %s\n", T(pow(f, f)), T(pow(f, i)), T(pow(f, d)), T(pow(f, ld)), T(pow(i, i)),
           T(pow(f, fz)), T(pow(d, fz)));
    printf("%.9g %.17g %.21Lg %.17g\n", (double)pow(f, 0.5f), pow(f, 3), pow(ld, f), pow(i, 2));
    double _Complex p = pow(dz, 2);
    printf("%.17g %.17g\n", creal(p), cimag(p));
    /* fabs of a complex value is cabs (a real result) */
    printf("%s %s %s %s\n", T(fabs(f)), T(fabs(-i)), T(fabs(fz)), T(fabs(lz)));
    printf("%g %g %.9g %.17g\n", (double)fabs(-f), fabs(-i), (double)fabs(fz), fabs(dz));
    /* real-only functions and their extra arguments */
    int e;
    printf("%s %s %s %s %s\n", T(floor(f)), T(atan2(f, d)), T(fma(f, f, f)), T(fma(f, f, ld)), T(frexp(ld, &e)));
    double m = frexp(f * 3, &e);
    printf("%.9g %d %g %g %g\n", m, e, ldexp(d, 2), (double)fmax(f, 1.5f), (double)remainder(ld, 3));
    printf("%s %s %s %s\n", T(lround(f)), T(llrint(d)), T(ilogb(ld)), T(nexttoward(f, 3.0L)));
    printf("%ld %lld %d %.9g\n", lround(f + 0.5f), llrint(d), ilogb(ld), (double)nexttoward(f, 3.0L) - 2.0);
    /* complex-only: a real argument is complex of its type */
    printf("%s %s %s %s\n", T(creal(f)), T(cimag(dz)), T(conj(lz)), T(carg(fz)));
    printf("%g %g %.9g\n", (double)creal(f), cimag(dz), (double)carg(fz));
    return 0;
}
