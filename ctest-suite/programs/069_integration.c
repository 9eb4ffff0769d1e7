#include <stdio.h>
static double f(double x) { return x * x * x - 2 * x + 1; }
static double simpson(double (*g)(double), double a, double b, int n) {
    double h = (b - a) / n, s = g(a) + g(b);
    for (int i = 1; i < n; i++) s += g(a + i * h) * (i % 2 ? 4 : 2);
    return s * h / 3;
}
static double newton_sqrt(double v) { double x = v; for (int i = 0; i < 30; i++) x = 0.5 * (x + v / x); return x; }
int main(void) {
    printf("%.10f\n", simpson(f, 0, 2, 100));
    printf("%.10f %.10f\n", newton_sqrt(2), newton_sqrt(1e6));
    return 0;
}
