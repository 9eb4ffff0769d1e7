// A Mandelbrot set in ASCII computed with double complex arithmetic (z = z*z + c), and the
// same iteration count with float complex.
#include <complex.h>
#include <stdio.h>

static int escape(double complex c, int limit) {
    double complex z = 0;
    for (int i = 0; i < limit; i++) {
        z = z * z + c;
        if (creal(z) * creal(z) + cimag(z) * cimag(z) > 4.0) return i;
    }
    return limit;
}

static int escapef(float complex c, int limit) {
    float complex z = 0;
    int i = 0;
    while (i < limit && crealf(z) * crealf(z) + cimagf(z) * cimagf(z) <= 4.0f) { z = z * z + c; i++; }
    return i;
}

int main(void) {
    const char *shades = " .:-=+*#%@";
    long total = 0;
    for (int y = -10; y <= 10; y++) {
        for (int x = -30; x <= 10; x++) {
            double complex c = x / 15.0 + y / 10.0 * I;
            int n = escape(c, 50);
            total += n;
            putchar(shades[n * 9 / 50]);
        }
        putchar('\n');
    }
    printf("total %ld\n", total);
    printf("float %d %d %d\n", escapef(-0.75f + 0.1f * I, 200), escapef(0.3f + 0.5f * I, 200), escapef(-2.0f, 200));
    return 0;
}
