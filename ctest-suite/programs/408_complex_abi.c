// Complex values crossing calls under the System V ABI: complex float in one SSE register,
// complex double in two, complex long double in memory (argument) and ST0/ST1 (result);
// mixed with other arguments, in structs, through function pointers and varargs-free callbacks.
#include <complex.h>
#include <stdio.h>

struct Sample { int id; double complex value; float complex small; };

static float complex rotf(float complex z, int quarter) {
    for (int i = 0; i < quarter; i++) z *= I;
    return z;
}
static double complex lerp(double complex a, double complex b, double t) { return a + (b - a) * t; }
static long double complex scale(long double complex z, long double k, int n) { return z * k * n; }
static double complex many(int a, double complex x, float b, float complex y, long c, double complex z, double complex w) {
    return x * a + y * b + z * c - w;
}
static struct Sample make(int id, double complex v) { struct Sample s = {id, v, (float complex)(v * 2)}; return s; }
static double complex apply(double complex (*fn)(double complex, double complex, double), double complex a) { return fn(a, 2 * a, 0.25); }

int main(void) {
    float complex r = rotf(1.0f + 2.0f * I, 3);
    printf("rotf %.2f %.2f\n", crealf(r), cimagf(r));
    double complex m = lerp(0, 4.0 + 8.0 * I, 0.75);
    printf("lerp %.2f %.2f\n", creal(m), cimag(m));
    long double complex s = scale(1.5L - 2.0L * I, 3.0L, 2);
    printf("scale %.2Lf %.2Lf\n", creall(s), cimagl(s));
    double complex k = many(2, 1.0 + 1.0 * I, 0.5f, 4.0f - 2.0f * I, 3, -1.0 * I, 0.5 + 0.5 * I);
    printf("many %.2f %.2f\n", creal(k), cimag(k));
    struct Sample smp = make(7, 1.25 - 3.0 * I);
    printf("struct %d %.2f %.2f %.2f %.2f\n", smp.id, creal(smp.value), cimag(smp.value), crealf(smp.small), cimagf(smp.small));
    double complex ap = apply(lerp, 1.0 + 1.0 * I);
    printf("fnptr %.3f %.3f\n", creal(ap), cimag(ap));
    double complex arr[3] = {1, 2.0 * I, 3 - 3.0 * I};
    double complex sum = 0;
    for (int i = 0; i < 3; i++) sum += arr[i];
    printf("array %.1f %.1f\n", creal(sum), cimag(sum));
    return 0;
}
