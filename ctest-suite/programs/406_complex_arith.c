// _Complex double arithmetic: + - * / (the last two with C99 Annex G semantics through libgcc),
// real operands mixed in, unary minus, compound assignment, ==/!=, __real__/__imag__ as lvalues.
#include <complex.h>
#include <stdio.h>

static void show(const char *what, double complex z) { printf("%-8s %9.5f %9.5f\n", what, creal(z), cimag(z)); }

int main(void) {
    double complex a = 1.0 + 2.0 * I;
    double complex b = 3.5 - 0.5 * I;
    show("a", a);
    show("b", b);
    show("a+b", a + b);
    show("a-b", a - b);
    show("a*b", a * b);
    show("a/b", a / b);
    show("b/a", b / a);
    show("-a", -a);
    show("a*2", a * 2);
    show("3*a", 3.0 * a);
    show("a/4", a / 4);
    show("1/a", 1 / a);
    show("a+1", a + 1);
    show("2-a", 2 - a);
    double complex c = a;
    c += b;
    show("c+=b", c);
    c *= b;
    show("c*=b", c);
    c /= a;
    show("c/=a", c);
    c -= 1.5;
    show("c-=1.5", c);
    __real__ c = 10;
    __imag__ c *= -1;
    show("parts", c);
    printf("real %g imag %g\n", __real__ a, __imag__ a);
    printf("eq %d %d ne %d %d\n", a == a, a == b, a != b, a != 1.0 + 2.0 * I);
    printf("real eq %d %d\n", (1.0 + 0.0 * I) == 1.0, 2.0 == a);
    double complex inf = (1.0 / 0.0) + 1.0 * I;
    double complex p = inf * (0.0 + 1.0 * I);
    printf("annex G: %d %d\n", p != p, __builtin_isinf(creal(p)) || __builtin_isinf(cimag(p)));
    double complex zero_div = a / 0.0;
    printf("div by zero: inf %d\n", __builtin_isinf(creal(zero_div)));
    double complex acc = 1;
    for (int i = 0; i < 8; i++) acc *= (1.0 + 1.0 * I);
    show("(1+i)^8", acc);
    return 0;
}
