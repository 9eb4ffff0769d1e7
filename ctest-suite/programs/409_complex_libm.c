// glibc's <complex.h> functions called with complex arguments and results: cabs, carg, csqrt,
// cexp, clog, cpow, csin, ccos, cproj, and their float and long double forms.
#include <complex.h>
#include <math.h>
#include <stdio.h>

int main(void) {
    double complex z = 3.0 + 4.0 * I;
    printf("cabs %.6f carg %.6f\n", cabs(z), carg(z));
    double complex s = csqrt(z);
    printf("csqrt %.6f %.6f\n", creal(s), cimag(s));
    double complex neg = csqrt(-9.0);
    printf("csqrt(-9) %.6f %.6f\n", creal(neg), cimag(neg));
    double complex e = cexp(I * M_PI / 2);
    printf("cexp %.6f %.6f\n", creal(e) + 0.0, cimag(e));
    double complex lg = clog(z);
    printf("clog %.6f %.6f\n", creal(lg), cimag(lg));
    double complex p = cpow(1.0 + 1.0 * I, 2.0);
    printf("cpow %.6f %.6f\n", creal(p), cimag(p));
    double complex sn = csin(z), cs = ccos(z);
    printf("csin %.4f %.4f ccos %.4f %.4f\n", creal(sn), cimag(sn), creal(cs), cimag(cs));
    float complex f = 1.0f - 1.0f * I;
    float complex fs = csqrtf(f);
    printf("cabsf %.5f csqrtf %.5f %.5f\n", cabsf(f), crealf(fs), cimagf(fs));
    long double complex l = 5.0L + 12.0L * I;
    long double complex ls = csqrtl(l);
    printf("cabsl %.10Lf csqrtl %.10Lf %.10Lf\n", cabsl(l), creall(ls), cimagl(ls));
    double complex pr = cproj(z);
    printf("cproj %.1f %.1f\n", creal(pr), cimag(pr));
    double complex id = cexp(clog(z));
    printf("exp(log z) %.6f %.6f\n", creal(id), cimag(id));
    return 0;
}
