// Complex constant expressions in static initializers: scalars, arrays, struct members, all three
// precisions, I / _Complex_I / GNU imaginary constants, casts, conjugates, parts, and products and
// quotients of complex constants (folded with each part rounded once).
#include <stdio.h>
#include <complex.h>

static double _Complex z1 = 1.0 + 2.0 * I;
static float _Complex zf = 1.5f - 0.25f * I;
static long double _Complex zl = 0.1L + 0.2L * I;
static double _Complex zr = 3.0;
static double _Complex zi = 2.5i;
static double _Complex zneg = -(1.0 + 2.0 * I);
static double _Complex zconj = ~(1.0 + 2.0 * I);
static double _Complex zprod = (1.0 + 2.0 * I) * (3.0 - 4.0 * I);
static double _Complex zquot = (1.0 + 2.0 * I) / (3.0 - 4.0 * I);
static double _Complex zscaled = 2.0 * (0.5 + 1.5i) + 1.0;
static double _Complex zsub = 1.0 - (2.0 + 3.0i);
static double _Complex zdivr = (3.0 + 6.0i) / 3.0;
static double _Complex zwiden = 1.5f + 2.5if;
static float _Complex znarrow = (float _Complex)(0.1 + 0.2i);
static long double _Complex zlprod = (1.0L + 0.1Li) * (1.0L - 0.1Li);
static double _Complex zround = (1.0 / 3 + 0.7i) * (3.0 - 1.0 / 7 * 1.0i);
static double _Complex zqround = (0.1 + 0.3i) / (0.7 + 0.9i);
static long double _Complex zlq = (0.1L + 0.3Li) / (0.7L + 0.9Li);
static double s_re = __real__ (4.0 + 5.0i);
static double s_im = __imag__ (4.0 + 5.0i);
static double s_re_real = __real__ 7.0;
static double s_im_real = __imag__ 7.0;
static int s_int = (int)(3.9 + 4.0i);
static int s_eq = (1.0 + 2.0i) == (1.0 + 2.0 * I);
static int s_ne = (1.0 + 2.0i) != 1.0;
static double _Complex zarr[] = { 1.0, 2.0i, 3.0 + 4.0i, -5.0 - 6.0i };
static float _Complex zfarr[3] = { [2] = 1.0f + 1.0fi };
static struct point { int id; double _Complex pos; long double _Complex lpos; float _Complex fpos; } pts[] = {
    { 1, 1.0 + 1.0i, 0.5L - 0.5Li, 2.0f },
    { 2, -1.0i, 1.0L / 3 + 2.0Li / 3, 1.0f + 3.0fi },
};

static void showd(const char *name, double _Complex z) { printf("%-8s %.17g %.17g\n", name, creal(z), cimag(z)); }
static void showl(const char *name, long double _Complex z) { printf("%-8s %.21Lg %.21Lg\n", name, creall(z), cimagl(z)); }
static void showf(const char *name, float _Complex z) { printf("%-8s %.9g %.9g\n", name, crealf(z), cimagf(z)); }

int main(void) {
    showd("z1", z1);
    showf("zf", zf);
    showl("zl", zl);
    showd("zr", zr);
    showd("zi", zi);
    showd("zneg", zneg);
    showd("zconj", zconj);
    showd("zprod", zprod);
    showd("zquot", zquot);
    showd("zscaled", zscaled);
    showd("zsub", zsub);
    showd("zdivr", zdivr);
    showd("zwiden", zwiden);
    showf("znarrow", znarrow);
    showl("zlprod", zlprod);
    printf("%-8s %a %a\n", "zround", creal(zround), cimag(zround));
    printf("%-8s %a %a\n", "zqround", creal(zqround), cimag(zqround));
    printf("%-8s %La %La\n", "zlq", creall(zlq), cimagl(zlq));
    printf("parts %g %g %g %g\n", s_re, s_im, s_re_real, s_im_real);
    for (int i = 0; i < 4; i++) showd("zarr", zarr[i]);
    for (int i = 0; i < 3; i++) showf("zfarr", zfarr[i]);
    for (int i = 0; i < 2; i++) {
        printf("pt %d\n", pts[i].id);
        showd(" pos", pts[i].pos);
        showl(" lpos", pts[i].lpos);
        showf(" fpos", pts[i].fpos);
    }
    /* the same expressions in code */
    volatile double one = 1.0;
    double _Complex r = (one + 2.0 * I) * (3.0 - 4.0 * I);
    showd("r.prod", r);
    showd("r.quot", (one + 2.0 * I) / (3.0 - 4.0 * I));
    printf("same %d %d\n", r == zprod, z1 == one + 2.0 * I);
    return 0;
}
