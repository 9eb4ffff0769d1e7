// Complex objects in memory: struct members, arrays, pointers to complex, __real__/__imag__
// through pointers and as assignment targets, compound literals, I and _Complex_I.
#include <complex.h>
#include <stdio.h>

struct Wave { const char *name; double complex phasor; float complex small[2]; };

static void rotate(double complex *z) { *z *= I; }
static void set_parts(double complex *z, double re, double im) { __real__ *z = re; __imag__ *z = im; }

int main(void) {
    struct Wave w = {"w", 1.0 + 1.0 * _Complex_I, {1.0f, 2.0f * I}};
    rotate(&w.phasor);
    printf("%s %.1f %.1f\n", w.name, creal(w.phasor), cimag(w.phasor));
    double complex zs[4];
    for (int i = 0; i < 4; i++) set_parts(&zs[i], i, -i);
    double complex *p = zs + 2;
    printf("%.1f %.1f %.1f\n", creal(*p), cimag(p[1]), __imag__ zs[3]);
    double *parts = (double *)&zs[1];
    printf("layout %.1f %.1f\n", parts[0], parts[1]);
    w.small[1] += w.small[0];
    printf("small %.1f %.1f\n", crealf(w.small[1]), cimagf(w.small[1]));
    double complex c = (double complex){0} + 2 * I;
    printf("literal %.1f %.1f\n", creal(c), cimag(c));
    double complex copy;
    copy = w.phasor;
    __real__ copy += 10;
    printf("copy %.1f %.1f orig %.1f\n", creal(copy), cimag(copy), creal(w.phasor));
    printf("sizeof %zu %zu\n", sizeof(struct Wave), sizeof zs);
    double complex m = zs[1] * zs[2] + zs[3] / (1 + I);
    printf("expr %.3f %.3f\n", creal(m), cimag(m));
    return 0;
}
